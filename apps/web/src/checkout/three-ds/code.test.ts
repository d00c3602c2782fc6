import { describe, expect, it } from 'vitest';
import {
  formatErrorItem,
  PLATFORM_ERRORS,
  SANDBOX_3DS_CODE,
  threeDSecureAnswerSchema,
  type ErrorItem,
} from '@cofre/contract';
import { CheckoutApiError } from '../api';
import { CODE_LENGTH, CODE_MESSAGE, codeProblem, FALLBACK_ERRORS, SANDBOX_CODE } from './code';
import { answerProblems, loadProblem } from './errors';

describe("the 3-D Secure page's copies of the contract (zod stays out of the page)", () => {
  it('asks for the sandbox code of the contract', () => {
    expect(SANDBOX_CODE).toBe(SANDBOX_3DS_CODE);
    expect(CODE_LENGTH).toBe(6);
  });

  it("checks the code as threeDSecureAnswerSchema does, with the schema's message", () => {
    for (const code of ['123456', '000000', '12345', '1234567', '', '12a456', 'abcdef', '123 456', '１２３４５６']) {
      const parsed = threeDSecureAnswerSchema.safeParse({ code });
      expect(codeProblem(code), code).toBe(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    }
    expect(codeProblem('12345')).toBe(CODE_MESSAGE);
  });

  it("shows the platform's fallback errors in the contract's words, formatted as the contract does", () => {
    for (const [code, description] of Object.entries(FALLBACK_ERRORS))
      expect(description, code).toBe(PLATFORM_ERRORS[code as keyof typeof PLATFORM_ERRORS]);
    const item: ErrorItem = { code: 'CHG-004', description: 'Este desafio não está mais aberto.' };
    expect(loadProblem(new CheckoutApiError(409, [item]))).toBe(
      `Não foi possível carregar a autenticação. ${formatErrorItem(item)}`,
    );
    expect(loadProblem(new CheckoutApiError(500, []))).toBe(
      `Não foi possível carregar a autenticação. GEN-500 - ${PLATFORM_ERRORS['GEN-500']}`,
    );
    expect(loadProblem(new CheckoutApiError(429, []))).toContain(`GEN-429 - ${PLATFORM_ERRORS['GEN-429']}`);
    expect(loadProblem(new Error('unreadable'))).toBe(
      `Não foi possível carregar a autenticação. ${PLATFORM_ERRORS['GEN-500']}`,
    );
    expect(answerProblems(new CheckoutApiError(0, []))).toEqual([PLATFORM_ERRORS['NET-001']]);
    expect(answerProblems(new CheckoutApiError(404, []))).toEqual([PLATFORM_ERRORS['GEN-404']]);
    expect(answerProblems(new CheckoutApiError(413, []))).toEqual([PLATFORM_ERRORS['GEN-413']]);
    expect(answerProblems(new TypeError('x'))).toEqual([PLATFORM_ERRORS['GEN-500']]);
  });
});
