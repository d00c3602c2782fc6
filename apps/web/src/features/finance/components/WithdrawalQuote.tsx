import { useDebouncedValue } from '@mantine/hooks';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useFraudFlag, useWithdrawalQuote } from '../api/getWithdrawalQuote';
import { FINANCE_TEXTS } from '../texts';
import { Figure } from './Figure';
import { Money } from '../../../components/Unbreakable';

interface WithdrawalQuoteProps {
  /** Centavos typed so far. */
  amount: number;
  /** The user is SELLER_ADMIN: only then is the fraud flag read (spec 3 §6). */
  admin: boolean;
}

/**
 * The quote of a withdrawal that includes the balance to be released: total taken, anticipation
 * cost, amount that reaches the account; and, for a seller flagged as fraud, the 10 % fee notice.
 * The amount is debounced, so typing '1234' asks once, not four times.
 */
export function WithdrawalQuote({ amount, admin }: WithdrawalQuoteProps) {
  const [settled] = useDebouncedValue(amount, 300);
  const quote = useWithdrawalQuote(settled, true);
  const fraud = useFraudFlag(admin);
  if (settled <= 0 || !quote.data) return null;
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={FINANCE_TEXTS.quoteLabel}>
      <SimpleGrid cols={3} spacing="sm">
        <Figure label={FINANCE_TEXTS.totalRedeem} value={<Money cents={quote.data.totalRedeem} />} />
        <Figure label={FINANCE_TEXTS.anticipationTax} value={<Money cents={quote.data.anticipationTax} />} />
        <Figure label={FINANCE_TEXTS.amountToReceive} value={<Money cents={quote.data.amountToReceive} />} />
      </SimpleGrid>
      {fraud.data?.isFraud && (
        <Text fz="sm" c="orange" mt="xs" role="status">
          {FINANCE_TEXTS.fraudFee}
        </Text>
      )}
    </Paper>
  );
}
