// The sub-sellers feature's face: what other features may use of it.
export { useBanks } from '../../lib/banks';
