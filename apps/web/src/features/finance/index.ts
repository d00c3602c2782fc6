// Public surface of the finance feature: what other features may use (nothing yet; the dashboard will take the balance cards).
export { BalanceCards } from './components/BalanceCards';
