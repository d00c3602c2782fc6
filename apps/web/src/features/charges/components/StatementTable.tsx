import type { ReactNode } from 'react';
import { Group, Loader, Table, Text, Tooltip } from '@mantine/core';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import { STATEMENT_MESSAGES, type StatementRow } from '@cofre/contract';
import { EmptyState } from '../../../components/EmptyState';
import { TableScroller } from '../../../components/TableScroller';
import { useNarrowScreen } from '../../../lib/useNarrowScreen';
import { StatementCards } from './StatementCards';
import { StatementLine } from './StatementLine';
import { CHARGE_TEXTS } from '../texts';

export interface StatementTableProps {
  /** undefined while loading ('Carregando'). */
  rows: readonly StatementRow[] | undefined;
  /** The table's accessible name. */
  label?: string;
  /** Shown in place of the rows when the load failed (a message, a retry). */
  error?: ReactNode;
}

const COLUMN_COUNT = 5;

/**
 * The statement table of spec 1 §2.9: Execução, Operação, Destino, Taxas, Valor. Rows of a charge
 * open it in a new tab; sub-seller lines follow their row. Shared by the charge detail and finance.
 * On a phone the same lines are cards (StatementCards), so 'Taxas' and 'Valor' never scroll away.
 */
export function StatementTable({ rows, label = 'Extrato', error }: StatementTableProps) {
  const narrow = useNarrowScreen();
  let status: ReactNode = null;
  if (error) status = error;
  else if (rows === undefined)
    status = (
      <Group justify="center" gap="sm" py="lg" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text fz="sm">{STATEMENT_MESSAGES.loading}</Text>
      </Group>
    );
  else if (rows.length === 0) status = <EmptyState title={STATEMENT_MESSAGES.empty} />;
  if (narrow) return <StatementCards label={label} rows={rows} status={status} />;
  const body = status ? <FullRow>{status}</FullRow> : rows?.map((row) => <StatementLine key={row.id} row={row} />);

  return (
    <TableScroller label={label} minWidth={640}>
      <Table aria-label={label} aria-busy={rows === undefined && !error} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Group gap={4} wrap="nowrap">
                {CHARGE_TEXTS.execution}
                <Tooltip label={STATEMENT_MESSAGES.executionTooltip} withArrow multiline w={240}>
                  <IconInfoCircle
                    size={14}
                    tabIndex={0}
                    role="img"
                    aria-label={STATEMENT_MESSAGES.executionTooltip}
                    style={{ cursor: 'help' }}
                  />
                </Tooltip>
              </Group>
            </Table.Th>
            <Table.Th>{CHARGE_TEXTS.operation}</Table.Th>
            <Table.Th>{CHARGE_TEXTS.destination}</Table.Th>
            <Table.Th ta="right">{CHARGE_TEXTS.fees}</Table.Th>
            <Table.Th ta="right">{CHARGE_TEXTS.value}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </TableScroller>
  );
}

function FullRow({ children }: { children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={COLUMN_COUNT}>{children}</Table.Td>
    </Table.Tr>
  );
}
