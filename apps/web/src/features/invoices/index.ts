// Public surface of the invoices feature (the server's invoices module): what other features may use.
export { InvoiceSection } from './components/InvoiceSection';
