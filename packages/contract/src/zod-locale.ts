import { z } from 'zod';

const SAFE_KEY = /^[A-Za-z0-9_.-]{1,40}$/;

/** 'N caracteres' / 'N itens' / 'N' for the size rules of strings, arrays and numbers. */
function sizeOf(origin: string, amount: number | bigint | Date): string {
  const count = typeof amount === 'object' ? amount.toISOString().slice(0, 10) : amount.toLocaleString('pt-BR');
  if (origin === 'string') return `${count} caractere${count === '1' ? '' : 's'}`;
  if (origin === 'array' || origin === 'set') return `${count} ite${count === '1' ? 'm' : 'ns'}`;
  return count;
}

/**
 * zod's own messages in plain Brazilian Portuguese, for the rules a contract schema does not word
 * itself (wrong types, sizes, unknown fields). Messages never echo the value that was sent.
 */
export const ptBRErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Preenchimento obrigatório!';
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') {
        return 'Informe um número.';
      }
      if (issue.expected === 'string') return 'Informe um texto.';
      if (issue.expected === 'boolean') return 'Informe verdadeiro ou falso.';
      if (issue.expected === 'array') return 'Informe uma lista.';
      if (issue.expected === 'object') return 'Informe um objeto.';
      return 'Valor inválido.';
    case 'too_big': {
      const limit = sizeOf(issue.origin, issue.maximum);
      if (issue.origin === 'string') return `Use no máximo ${limit}.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Informe no máximo ${limit}.`;
      return `O valor máximo é ${limit}.`;
    }
    case 'too_small': {
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return 'Preenchimento obrigatório!';
      const limit = sizeOf(issue.origin, issue.minimum);
      if (issue.origin === 'string') return `Use no mínimo ${limit}.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Informe no mínimo ${limit}.`;
      return `O valor mínimo é ${limit}.`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'Digite um e-mail válido!';
      if (issue.format === 'uuid' || issue.format === 'guid') return 'Identificador inválido.';
      if (issue.format === 'date' || issue.format === 'datetime') return 'Informe uma data válida.';
      return 'Formato inválido.';
    case 'unrecognized_keys': {
      const keys = issue.keys.filter((key) => SAFE_KEY.test(key)).slice(0, 5);
      return keys.length === issue.keys.length
        ? `Campo não permitido: ${keys.join(', ')}.`
        : 'A requisição tem campos não permitidos.';
    }
    case 'invalid_value':
      return 'Opção inválida.';
    case 'not_multiple_of':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
    default:
      return 'Valor inválido.';
  }
};

// Installed on import (text.ts imports it): the server and the web share these messages. The
// package's sideEffects and apps/web/vite.config.ts keep this module in the bundle.
z.config({ customError: ptBRErrorMap });
