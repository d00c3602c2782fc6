import type { SandboxFault } from '../acquirer/sandbox-cards.js';

/**
 * Transfer amounts whose centavos simulate a boundary fault, as refunds do (docs/sandbox.md):
 * R$ x,91 the answer is lost (the transfer is made), R$ x,92 the first request is lost (nothing is
 * made until it is sent again), R$ x,93 answers late.
 */
export function transferFault(amount: number): SandboxFault | null {
  const cents = amount % 100;
  return cents === 91 ? 'ANSWER_LOST' : cents === 92 ? 'REQUEST_LOST' : cents === 93 ? 'SLOW' : null;
}
