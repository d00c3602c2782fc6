import { Fragment, type ReactNode } from 'react';
import { formatBRL, formatDocument } from '@cofre/contract';

/**
 * A figure a line must never split: 'R$ 179.448,7' + '0' on the next line reads as another amount,
 * and '…0001-' + '81' as two numbers. Containers may still wrap between figures; a figure moves whole.
 */
export function Nowrap({ children }: { children: ReactNode }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
}

/** Centavos as 'R$ 1.234,56', on one line; `sign` prefixes a credit ('+') or a debit ('-'). */
export function Money({ cents, sign }: { cents: number; sign?: '+' | '-' }) {
  return <Nowrap>{sign ? `${sign} ${formatBRL(cents)}` : formatBRL(cents)}</Nowrap>;
}

/** A CPF or CNPJ, formatted (digits in), on one line. */
export function DocumentNumber({ value }: { value: string }) {
  return <Nowrap>{formatDocument(value)}</Nowrap>;
}

/**
 * An e-mail address that wraps where a reader expects it to (before the '@' and the domain's dots)
 * rather than mid-word; only a single part longer than the line breaks inside itself.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
