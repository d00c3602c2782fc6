import { Text } from '@mantine/core';
import { PIX_PAYMENT_MESSAGES } from '@cofre/contract';
import { PAYMENTS_TEXTS as T } from '../texts';

interface BalanceLineProps {
  failed: boolean;
  /** Centavos, once loaded. */
  available: number | undefined;
  /** The amount typed is above it. */
  exceeds: boolean;
}

/**
 * Under a payment form's amount (spec 4 §5): 'Saldo disponível: {value}', with '⚠️ Saldo insuficiente'
 * above it, or 'Erro ao carregar saldo'; announced politely as it changes.
 */
export function BalanceLine({ failed, available, exceeds }: BalanceLineProps) {
  let line = null;
  if (failed)
    line = (
      <Text fz="sm" c="red">
        {PIX_PAYMENT_MESSAGES.balanceLoadError}
      </Text>
    );
  else if (available !== undefined)
    line = (
      <Text fz="sm" c={exceeds ? 'red' : 'dimmed'}>
        {T.availableLine(available)} {exceeds && PIX_PAYMENT_MESSAGES.balanceShort}
      </Text>
    );
  return <div aria-live="polite">{line}</div>;
}
