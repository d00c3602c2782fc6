// Public surface of the charge-exports feature (the server's charge-exports module): what other features may use.
export { ExportCsvButton } from './components/ExportCsvButton';
export { ExportCsvModal } from './components/ExportCsvModal';
