// Public surface of 'Dados da Conta' (the server's banking module, /banking/pix-keys): the route module is lazy-loaded.
export { default as AccountDataPage } from './routes/AccountDataPage';
