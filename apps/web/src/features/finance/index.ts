// Public surface of the finance feature: what other features may use (the home shows the balance cards).
export { BalanceCards } from './components/BalanceCards';
export { useBalance } from './api/getBalance';
