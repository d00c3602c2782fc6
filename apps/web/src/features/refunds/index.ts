// Public surface of the refunds feature (the server's refunds module): what other features may use.
export { CancellationLetterButton } from './components/CancellationLetterButton';
export { RefundButton } from './components/RefundButton';
export { RefundsSection } from './components/RefundsSection';
export { NoRefundNotice } from './components/NoRefundNotice';
