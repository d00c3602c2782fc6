import { createGuardrails, verify } from 'otplib';

const PERIOD_S = 30;

/**
 * RFC 4226's minimum seed is 80 bits, which is what most authenticator enrolments (and the demo
 * account) use; otplib's default floor is 128 bits. Seeds Cofre generates itself are 160 bits.
 */
export const TOTP_GUARDRAILS = createGuardrails({ MIN_SECRET_BYTES: 10 });

/**
 * RFC 6238 check with one 30 s step of drift either way. Returns the time step of the
 * matching code so the caller can refuse it the second time (codes are single-use).
 */
export async function matchTotp(secret: string, code: string, now: Date): Promise<number | null> {
  const epoch = Math.floor(now.getTime() / 1000);
  try {
    const result = await verify({ secret, token: code, epoch, epochTolerance: PERIOD_S, guardrails: TOTP_GUARDRAILS });
    return result.valid ? Math.floor(epoch / PERIOD_S) + result.delta : null;
  } catch {
    return null;
  }
}
