// The auth module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { forgetCredentials } from './credentials.js';
export {
  acceptInvitation,
  findInvitationLink,
  issueInvitationLink,
  latestInvitations,
  type InvitationLink,
} from './invitation-links.js';
export { requestPasswordReset } from './password-reset.js';
export { hashPassword } from './passwords.js';
export { PrincipalCache, type Principal } from './principal-cache.js';
export { deleteRecoveryCodes } from './recovery-codes.js';
export { authRoutes } from './routes.js';
export { revokeAllOfUser } from './sessions.js';
export { confirmIdentity, confirmStepUp, needsStepUp } from './step-up.js';
export { refreshFamilies } from './tables.js';
export { TokenService } from './tokens.js';
export { twoFactorRoutes } from './two-factor-routes.js';
