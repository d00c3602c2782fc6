import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Clock } from '../../lib/clock.js';
import { unauthorized } from '../../lib/app-error.js';

const ISSUER = 'cofre';
const ACCESS_AUDIENCE = 'cofre-api';
const TWO_FACTOR_AUDIENCE = 'cofre-2fa';

export interface AccessClaims {
  userId: string;
  sellerId: string;
  familyId: string;
}

export interface TwoFactorClaims {
  userId: string;
  /** users.totp_last_step when the challenge was issued. */
  lastStep: number | null;
}

/** Verified access tokens kept (by their full text) until they expire; at most this many. */
const VERIFIED_CACHE_SIZE = 10_000;

export class TokenService {
  /**
   * An access token is verified on every API request; its signature can only be valid or not, so a
   * token that verified once is not verified again until it expires (WebCrypto HMAC costs a
   * thread-pool round trip per call). Expiry is still read on the injectable clock.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAtS: number }>();

  constructor(
    private readonly key: Uint8Array,
    private readonly clock: Clock,
    private readonly accessTtlS: number,
    private readonly twoFactorTtlS: number,
  ) {}

  private async sign(claims: Record<string, string>, subject: string, audience: string, ttlS: number) {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlS)
      .sign(this.key);
  }

  private async verify(token: string, audience: string) {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      return payload;
    } catch (error) {
      throw unauthorized(error instanceof joseErrors.JWTExpired ? 'AUTH-004' : 'AUTH-005');
    }
  }

  signAccess(claims: AccessClaims): Promise<string> {
    return this.sign({ sel: claims.sellerId, fam: claims.familyId }, claims.userId, ACCESS_AUDIENCE, this.accessTtlS);
  }

  async verifyAccess(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known) {
      if (this.clock.now().getTime() / 1000 >= known.expiresAtS) {
        this.verified.delete(token);
        throw unauthorized('AUTH-004');
      }
      return known.claims;
    }
    const payload = await this.verify(token, ACCESS_AUDIENCE);
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.sel !== 'string' ||
      typeof payload.fam !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      throw unauthorized('AUTH-005');
    }
    const claims = { userId: payload.sub, sellerId: payload.sel, familyId: payload.fam };
    if (this.verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, { claims, expiresAtS: payload.exp });
    return claims;
  }

  /**
   * The challenge carries the user's last accepted TOTP step when it was issued: a successful verify
   * moves that step on, so the same challenge (and any other issued before) can never be used again.
   */
  signTwoFactor(userId: string, lastStep: number | null): Promise<string> {
    return this.sign(
      { ls: lastStep === null ? '' : String(lastStep) },
      userId,
      TWO_FACTOR_AUDIENCE,
      this.twoFactorTtlS,
    );
  }

  async verifyTwoFactor(token: string): Promise<TwoFactorClaims> {
    const payload = await this.verify(token, TWO_FACTOR_AUDIENCE);
    if (typeof payload.sub !== 'string' || typeof payload.ls !== 'string') throw unauthorized('AUTH-005');
    return { userId: payload.sub, lastStep: payload.ls === '' ? null : Number(payload.ls) };
  }

  get accessTtlSeconds(): number {
    return this.accessTtlS;
  }
  get twoFactorTtlSeconds(): number {
    return this.twoFactorTtlS;
  }
}
