// Public surface of the banking feature (the server's banking module): the route module is lazy-loaded.
export { default as ActivatePjPage } from './routes/ActivatePjPage';
// The PJ account's state and bank details, read by 'Dados da Conta' (account-data).
export { bankingAccountQuery, useBankingAccount } from './api/bankingAccount';
// 'Conta não configurada.' for the screens that need an ACTIVE account (Dados da Conta, Configurações Pix).
export { AccountNotConfigured } from './components/AccountNotConfigured';
