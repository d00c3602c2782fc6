import { describe, expect, it } from 'vitest';
import { apiKeyCreateSchema, nextKeyTitle } from '../src/integrations.js';

describe('API keys', () => {
  it("titles a new key 'Chave ' and the next number", () => {
    expect(nextKeyTitle([])).toBe('Chave 1');
    expect(nextKeyTitle(['Chave 1', 'Chave 2'])).toBe('Chave 3');
    expect(nextKeyTitle(['Chave 7', 'ERP'])).toBe('Chave 8');
    expect(nextKeyTitle(['ERP', 'Site'])).toBe('Chave 3');
  });

  it('needs a title of at most 60 characters', () => {
    expect(apiKeyCreateSchema.safeParse({ title: '  ' }).error?.issues[0]?.message).toBe('Preenchimento obrigatório!');
    expect(apiKeyCreateSchema.safeParse({ title: 'x'.repeat(61) }).error?.issues[0]?.message).toBe(
      'Use no máximo 60 caracteres.',
    );
    expect(apiKeyCreateSchema.parse({ title: ' ERP ' })).toEqual({ title: 'ERP' });
  });
});
