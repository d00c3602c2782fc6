// The users module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export {
  activeAdminEmails,
  findUserByEmail,
  findUserWithSeller,
  normaliseEmail,
  rolesOf,
  type SellerRow,
  type UserRow,
} from './queries.js';
export { users } from './tables.js';
export {
  acceptTotpStep,
  changeAccess,
  clearTotp,
  confirmPendingTotp,
  deleteUser,
  insertInvitedUser,
  keepPendingTotp,
  setPassword,
} from './writes.js';
