const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * Centavos → 'R$ 1.234,56', with a non-breaking space so an amount never wraps between the
 * symbol and the figure. Money is integer centavos everywhere (D1).
 */
export function formatBRL(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError('Money must be integer centavos');
  return brl.format(cents / 100);
}

/** 'yyyy-MM-dd' or an ISO instant → 'dd/MM/yyyy' (an instant is shown in São Paulo time). */
export function formatDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-');
    return `${day}/${month}/${year}`;
  }
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(value));
}

export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';

/** Digits of a CPF (11) or CNPJ (14) with their usual mask; anything else unchanged. */
export function formatDocument(document: string): string {
  const digits = document.replace(/\D/g, '');
  if (digits.length === 14) return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  if (digits.length === 11) return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  return document;
}

/** 'CNPJ' or 'CPF' by the number of digits, or null. */
export function documentKind(document: string): 'CNPJ' | 'CPF' | null {
  const digits = document.replace(/\D/g, '');
  if (digits.length === 14) return 'CNPJ';
  if (digits.length === 11) return 'CPF';
  return null;
}
