import type { Capability, ErrorCode, Feature, Role } from '@cofre/contract';
import type { Db } from '../db/client.js';

/** A route's permission (mandatory on /api routes, checked at registration by permissions.ts). */
export type RoutePermissionConfig =
  | 'public'
  | 'authenticated'
  | {
      capability: Capability;
      feature?: Feature;
      /** More toggles the route needs besides `feature`, all of them (e.g. duplicating a link: read and create). */
      alsoFeatures?: readonly Feature[];
      deniedCode?: ErrorCode;
    };

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
    /** Bearer is the two-factor challenge token, not an access token (with permission 'public'). */
    twoFactor?: boolean;
    /**
     * Who may call the route: 'public' (no session: sign-in, reset, health), 'authenticated' (any
     * signed-in user) or a capability of the contract's matrix. Every /api route must say it.
     */
    permission?: RoutePermissionConfig;
    /** Honour Idempotency-Key (POSTs that create or move something). */
    idempotent?: boolean;
    /** The body is a file read by the handler, not JSON fields (refuseUndeclaredBody lets it through). */
    fileBody?: boolean;
  }
  interface FastifyRequest {
    session: Session | null;
    /**
     * The database a read-only screen of the signed-in seller reads (plugins/read-replica.ts): the
     * replica when it has replayed the seller's own writes, else the primary. Never for a decision.
     */
    readDb(): Db;
  }
}
