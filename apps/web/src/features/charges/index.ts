// Public surface of the charges feature: what other features may use.
export { ChargeStatusBadge } from './components/ChargeStatusBadge';
export {
  ChargeSummaryTable,
  type ChargeSummaryRow,
  type ChargeSummaryTableProps,
} from './components/ChargeSummaryTable';
export { StatementTable, type StatementTableProps } from './components/StatementTable';
export { chargePath, scheduledChargePath } from './links';
export { NewChargeButton } from './components/new-charge/NewChargeButton';
export { NewChargeModal } from './components/new-charge/NewChargeModal';
export { chargesQuery, type ChargeListParams } from './api/listCharges';
