// Public surface of the security feature ('Segurança'); the page itself loads lazily (app/routeModules.ts).
export { twoFactorStatusQuery } from './api/twoFactorStatus';
