import { Table } from '@mantine/core';
import type { ContactChange } from './contactChanges';
import { CLIENT_TEXTS } from '../texts';

/** The review dialog's body: one row per changed value. */
export function ContactChangesList({ changes }: { changes: ContactChange[] }) {
  return (
    <Table aria-label={CLIENT_TEXTS.changesLabel} withRowBorders verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{CLIENT_TEXTS.changeField}</Table.Th>
          <Table.Th>{CLIENT_TEXTS.changeBefore}</Table.Th>
          <Table.Th>{CLIENT_TEXTS.changeAfter}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.label}>
            <Table.Td fw={500}>{change.label}</Table.Td>
            <Table.Td c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {change.before}
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.after}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
