import type { Capability, ErrorCode, Feature, Role } from '@cofre/contract';

/** The signed-in user, as every route sees it. The seller always comes from here (D2). */
export interface Session {
  userId: string;
  sellerId: string;
  familyId: string;
  email: string;
  profile: string;
  roles: Role[];
  features: Feature[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** No session needed (sign-in, reset, health). */
    public?: boolean;
    /** Bearer is the two-factor challenge token, not an access token. */
    twoFactor?: boolean;
    permission?: { capability: Capability; feature?: Feature; deniedCode?: ErrorCode };
    /** Honour Idempotency-Key (POSTs that create or move something). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}
