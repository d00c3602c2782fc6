import { Badge, Loader, Table, Text } from '@mantine/core';
import {
  formatBRL,
  formatInstalmentPlan,
  hasFeature,
  instalmentPlan,
  LINK_MESSAGES,
  type InstallmentSimulationQuery,
} from '@cofre/contract';
import { TableScroller } from '../../../components/TableScroller';
import { useGrant } from '../../../lib/permissions';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { useInstallmentSimulation } from '../api/simulateInstallments';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import { cardPrice, maxCardInstallments, type LinkFormValues } from './linkForm';
import { sellerReceives, splitInputs } from './splitForm';

/**
 * One value when the total divides; otherwise the runs the buyer's checkout shows ('1x de R$ 42,90 +
 * 6x de R$ 42,85'): the first instalment carries the remainder, as the server charges it.
 */
function instalmentCell(total: number, count: number): string {
  const plan = instalmentPlan(total, count);
  return plan.length === 1 ? formatBRL(plan[0]!.value) : formatInstalmentPlan(total, count);
}

/**
 * 'Parcelamento': what the buyer pays and the seller receives per card option, from the server's
 * simulation. With view_seller_full_instalments every option the fee bearer allows is listed (those
 * beyond the link's maximum marked), without it only the link's own options (docs/payment-links.md).
 */
export function InstallmentPreview({ values, pending }: { values: LinkFormValues; pending: boolean }) {
  const full = hasFeature(useGrant(), 'view_seller_full_instalments');
  const { creditCard } = values;
  const amount = cardPrice(values.value, creditCard.discountPercent);
  const wanted: InstallmentSimulationQuery | null =
    creditCard.enabled && amount >= 100
      ? {
          amount,
          maxInstallments: full ? maxCardInstallments(creditCard.feeBearer) : creditCard.installments,
          feeBearer: creditCard.feeBearer,
        }
      : null;
  // `values` come debounced from LinkPreview: the simulation is asked 1 s after the last edit.
  const simulation = useInstallmentSimulation(wanted);
  useLoadErrorToast(simulation.errorUpdatedAt, LINK_MESSAGES.simulationFailed);

  if (!creditCard.enabled)
    return (
      <Text fz="sm" c="dimmed">
        {T.cardOff}
      </Text>
    );
  if (!wanted)
    return (
      <Text fz="sm" c="dimmed">
        {T.valueMissing}
      </Text>
    );
  if (!simulation.data) return <Loader size="sm" aria-label={T.simulationLoading} />;
  const shares = splitInputs(values);
  // Four money columns in a side panel: tight spacing, and a sideways scroll rather than a cut-off column on a phone.
  return (
    <>
      <TableScroller label={T.installmentsTable} minWidth={300}>
        <Table
          aria-label={T.installmentsTable}
          aria-busy={simulation.isFetching || pending}
          fz={{ base: 'xs', sm: 'sm' }}
          striped
          horizontalSpacing={6}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.columnOption}</Table.Th>
              <Table.Th ta="right">{T.columnInstallment}</Table.Th>
              <Table.Th ta="right">{T.columnBuyerTotal}</Table.Th>
              <Table.Th ta="right">{T.columnReceived}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {simulation.data.options.map((option) => (
              <Table.Tr key={option.installments}>
                <Table.Td>
                  {T.installmentOption(option.installments)}
                  {option.installments > creditCard.installments && (
                    <Badge size="xs" variant="light" color="gray" ml={6}>
                      {T.notOffered}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">{instalmentCell(option.totalAmount, option.installments)}</Table.Td>
                <Table.Td ta="right">{formatBRL(option.totalAmount)}</Table.Td>
                <Table.Td ta="right">{formatBRL(sellerReceives(option, shares))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroller>
      {shares.length > 0 && (
        <Text fz="xs" c="dimmed" mt={4}>
          {T.receivedAfterSplit}
        </Text>
      )}
    </>
  );
}
