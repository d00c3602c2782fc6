import { bpToPercent, formatBRL, type SplitPaymentType } from '@cofre/contract';

const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** A default split as shown: centavos as BRL (FIXED), basis points as a percentage (PERCENTAGE, 1250 → '12,5%'). */
export function formatSplitValue(type: SplitPaymentType, value: number): string {
  return type === 'FIXED' ? formatBRL(value) : `${percent.format(bpToPercent(value))}%`;
}
