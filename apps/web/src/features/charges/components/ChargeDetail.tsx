import { SimpleGrid, Stack } from '@mantine/core';
import type { ChargeDetail as Charge, ChargeStatus } from '@cofre/contract';
import { useCan } from '../../../lib/permissions';
import { ChargeAttempts } from './ChargeAttempts';
import { ChargeGeneralInfo } from './ChargeGeneralInfo';
import { ChargeHeader } from './ChargeHeader';
import { ChargeStatementSection } from './ChargeStatementSection';
import { InvoiceSection } from '../../invoices';
import { PaymentSection } from './PaymentSection';
import { ReceivablesSection } from './ReceivablesSection';
import { NoRefundNotice, RefundsSection } from '../../refunds';
import { DisputeEvidenceSection } from '../../disputes';
import { SplitSection } from './SplitSection';
import { ChargeHistorySection } from './actions/ChargeHistorySection';

/**
 * Statuses of a charge whose payment went through us (acquirer, boleto bank, Pix): only these have
 * receivables, a split and statement lines. Before payment (or paid outside, PAID_MANUALLY) those
 * blocks would only say they are empty, so they are not shown.
 */
const PAID_THROUGH_US: ReadonlySet<ChargeStatus> = new Set(['PAID', 'REFUND', 'DISPUTE', 'CHARGEBACK']);

/**
 * One charge: customer header with its actions, general info, payment (card, 3-D Secure, boleto,
 * Pix), attempts, refunds, and — by capability — invoices, receivables, split and statement. A
 * block the user may not see is not rendered, so its endpoint is never called (any 403 ends the session).
 */
export function ChargeDetail({ charge }: { charge: Charge }) {
  const canSeeInvoices = useCan('charges.invoices');
  const canSeeSplit = useCan('charges.split');
  const canSeeStatement = useCan('charges.statement');
  const canSeeReceivables = useCan('charges.receivables');
  const moneyMoved = PAID_THROUGH_US.has(charge.status);
  return (
    <Stack gap="lg">
      <ChargeHeader charge={charge} />
      <NoRefundNotice charge={charge} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <ChargeGeneralInfo charge={charge} />
        <PaymentSection charge={charge} />
      </SimpleGrid>
      <DisputeEvidenceSection charge={charge} />
      {charge.chargesTries.length > 0 && <ChargeAttempts attempts={charge.chargesTries} />}
      {charge.refunds.length > 0 && <RefundsSection refunds={charge.refunds} />}
      {canSeeInvoices && <InvoiceSection charge={charge} />}
      {moneyMoved && canSeeReceivables && <ReceivablesSection chargeId={charge.uuid} />}
      {moneyMoved && canSeeSplit && <SplitSection chargeId={charge.uuid} />}
      {moneyMoved && canSeeStatement && <ChargeStatementSection chargeId={charge.uuid} />}
      <ChargeHistorySection chargeId={charge.uuid} />
    </Stack>
  );
}
