// Public surface of the banking feature (the server's banking module). The wizard's page is not here:
// routeModules lazy-loads it, and Dados da Conta, which imports this face, must not pull it in.
// The PJ account's state and bank details, read by 'Dados da Conta' (account-data).
export { bankingAccountQuery, useBankingAccount } from './api/bankingAccount';
// 'Conta não configurada.' for the screens that need an ACTIVE account (Dados da Conta, Configurações Pix).
export { AccountNotConfigured } from './components/AccountNotConfigured';
