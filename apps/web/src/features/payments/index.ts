// Public surface of the Pagamentos area (the server's payments module, /payments): the route module is lazy-loaded.
export { default as PaymentsPage } from './routes/PaymentsPage';
