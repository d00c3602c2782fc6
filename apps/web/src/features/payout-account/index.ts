// The payout account feature's face: the 'Conta de repasse' section of Dados da Conta.
export { PayoutAccountSection } from './components/PayoutAccountSection';
