import { Modal, Table } from '@mantine/core';
import { FINANCE_MESSAGES, formatDate, WITHDRAWAL_STATUS_LABELS } from '@cofre/contract';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoader } from '../../../components/PageLoader';
import { TableScroller } from '../../../components/TableScroller';
import { formatDateTime } from '../../../lib/format';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { useProcessingTransfers } from '../api/listProcessingTransfers';
import { FINANCE_TEXTS } from '../texts';
import { Money } from '../../../components/Unbreakable';

/** 'Solicitações de repasse em processamento' (spec 3 §2, §7): up to 50, newest first; loaded when opened. */
export function ProcessingTransfersModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const transfers = useProcessingTransfers(opened);
  useLoadErrorToast(transfers.errorUpdatedAt, FINANCE_MESSAGES.transfersLoadFailed);
  const rows = transfers.data?.content;
  return (
    <Modal opened={opened} onClose={onClose} title={FINANCE_MESSAGES.processingTitle} size="lg" centered>
      {rows === undefined ? (
        transfers.isError ? (
          <EmptyState compact title={FINANCE_MESSAGES.transfersLoadFailed} />
        ) : (
          <PageLoader />
        )
      ) : rows.length === 0 ? (
        <EmptyState compact title={FINANCE_TEXTS.noRequests} />
      ) : (
        <TableScroller label={FINANCE_MESSAGES.processingTitle} minWidth={480}>
          <Table aria-label={FINANCE_MESSAGES.processingTitle} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{FINANCE_TEXTS.requestedAt}</Table.Th>
                <Table.Th>{FINANCE_TEXTS.scheduledFor}</Table.Th>
                <Table.Th>{FINANCE_TEXTS.status}</Table.Th>
                <Table.Th ta="right">{FINANCE_TEXTS.value}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.uuid}>
                  <Table.Td>{formatDateTime(row.date)}</Table.Td>
                  <Table.Td>{formatDate(row.scheduledDate)}</Table.Td>
                  <Table.Td>{WITHDRAWAL_STATUS_LABELS[row.status]}</Table.Td>
                  <Table.Td ta="right">
                    <Money cents={row.amount} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
    </Modal>
  );
}
