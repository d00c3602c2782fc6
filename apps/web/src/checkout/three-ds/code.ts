/**
 * The contract's code rules, copied, not imported: `SANDBOX_3DS_CODE` and `threeDSecureAnswerSchema`
 * live in modules that build zod schemas when loaded, and either import would bring zod into the
 * page (36 KB gzip over `scripts/checkout-budget.mjs`'s budget). code.test.ts keeps them equal.
 */

/** The sandbox's code (docs/sandbox.md); the page asks for as many digits. */
export const SANDBOX_CODE = '123456';
export const CODE_LENGTH = SANDBOX_CODE.length;

/** `threeDSecureAnswerSchema`'s message when the code is not six digits. */
export const CODE_MESSAGE = 'Informe os 6 dígitos.';

/** The contract's rule for the code: six digits, else its message. */
export function codeProblem(code: string): string | null {
  return /^\d{6}$/.test(code) ? null : CODE_MESSAGE;
}

/**
 * The contract's `PLATFORM_ERRORS` the page shows when an answer carries no error of its own, as the
 * back-office's API client did: no connection, 404, 413, 429, anything else.
 */
export const FALLBACK_ERRORS = {
  'NET-001': 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  'GEN-404': 'Registro não encontrado.',
  'GEN-413': 'A requisição é grande demais.',
  'GEN-429': 'Muitas requisições. Tente novamente em instantes.',
  'GEN-500': 'Erro inesperado. Tente novamente em instantes.',
} as const;
