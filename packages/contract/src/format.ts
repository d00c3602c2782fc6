/**
 * Built on first use, once: a formatter costs far more to create than to use (a list formats one
 * per row), and the first one a page creates loads the browser's locale data. Created when the
 * module loads, they were part of the long task that evaluated it (docs/web-performance.md).
 */
export function lazyFormatter<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const instantDay = lazyFormatter(() => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }));

/** An integer's digits grouped by thousands with dots, as pt-BR writes them. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Centavos → 'R$ 1.234,56', with a non-breaking space so an amount never wraps between the
 * symbol and the figure. Money is integer centavos everywhere (D1).
 *
 * Written out rather than through Intl.NumberFormat, whose first construction loads ICU's number
 * data: about 180 ms of a phone's main thread (Lighthouse's 4× slowdown) on the dashboard's first
 * load, for a format that never changes. The contract's tests hold it equal to Intl's.
 */
export function formatBRL(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError('Money must be integer centavos');
  // The digits split, not divided: nothing here rounds money (test/money-rounding.test.ts).
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}R$\u00a0${groupThousands(digits.slice(0, -2))},${digits.slice(-2)}`;
}

/** 'yyyy-MM-dd' or an ISO instant → 'dd/MM/yyyy' (an instant is shown in São Paulo time). */
export function formatDate(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-');
    return `${day}/${month}/${year}`;
  }
  return instantDay().format(new Date(value));
}

export const BUSINESS_TIME_ZONE = 'America/Sao_Paulo';

/** A CPF (11 digits) or CNPJ (14 characters, alphanumeric included) with its usual mask; anything else unchanged. */
export function formatDocument(document: string): string {
  const compact = document.replace(/[^0-9a-z]/gi, '').toUpperCase();
  if (/^[0-9A-Z]{12}\d{2}$/.test(compact)) {
    return compact.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');
  }
  if (/^\d{11}$/.test(compact)) return compact.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  return document;
}

/** 'CNPJ' or 'CPF' by the shape of the number, or null. */
export function documentKind(document: string): 'CNPJ' | 'CPF' | null {
  const compact = document.replace(/[^0-9a-z]/gi, '').toUpperCase();
  if (/^[0-9A-Z]{12}\d{2}$/.test(compact)) return 'CNPJ';
  if (/^\d{11}$/.test(compact)) return 'CPF';
  return null;
}

/** '11987654321' with dial code '55' → '+55 (11) 98765-4321'; other countries '+{code} {digits}'. */
export function formatPhone(countryCode: string, phone: string): string {
  if (!phone) return '';
  if (countryCode === '55') {
    const match = /^(\d{2})(\d{4,5})(\d{4})$/.exec(phone);
    if (match) return `+55 (${match[1]}) ${match[2]}-${match[3]}`;
  }
  return `+${countryCode} ${phone}`;
}

/** One line of a postal address, as printed on boletos and letters: 'Rua X, 10 - Apto 2 - Bairro - Cidade/UF - CEP 01310-100'. */
/** A postal address as printed: what boletos, invoices and letters need of a client's or seller's address. */
export interface PostalAddress {
  street: string;
  number: string;
  complement?: string | null;
  district: string;
  city: string;
  state: string;
  zipCode: string;
}

export function formatAddress(address: PostalAddress): string {
  const street = [`${address.street}, ${address.number}`, address.complement].filter(Boolean).join(' - ');
  return `${street} - ${address.district} - ${address.city}/${address.state} - CEP ${formatZipCode(address.zipCode)}`;
}

/** '01310100' → '01310-100'. */
export function formatZipCode(zipCode: string): string {
  return /^\d{8}$/.test(zipCode) ? `${zipCode.slice(0, 5)}-${zipCode.slice(5)}` : zipCode;
}

/**
 * A boleto's digitable line grouped as FEBRABAN prints it: a bank line (47 digits) in 5.5 5.6 5.6 1 14,
 * a utility line (48) in four blocks of 11 and their check digit. Anything else unchanged.
 */
export function formatDigitableLine(line: string): string {
  const digits = line.replace(/\D/g, '');
  const bank = /^(\d{5})(\d{5})(\d{5})(\d{6})(\d{5})(\d{6})(\d)(\d{14})$/.exec(digits);
  if (bank) return `${bank[1]}.${bank[2]} ${bank[3]}.${bank[4]} ${bank[5]}.${bank[6]} ${bank[7]} ${bank[8]}`;
  if (/^8\d{47}$/.test(digits))
    return (digits.match(/\d{12}/g) ?? []).map((block) => `${block.slice(0, 11)}-${block[11]}`).join(' ');
  return line;
}
