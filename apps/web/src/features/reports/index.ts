// Public surface of the reports feature (the server's reports module): the route module is lazy-loaded.
export { default as ReportsPage } from './routes/ReportsPage';
