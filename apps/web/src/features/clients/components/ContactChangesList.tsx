import { Table } from '@mantine/core';
import type { ContactChange } from './contactChanges';

/** The review dialog's body: one row per changed value. */
export function ContactChangesList({ changes }: { changes: ContactChange[] }) {
  return (
    <Table aria-label="Alterações" withRowBorders verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Campo</Table.Th>
          <Table.Th>Antes</Table.Th>
          <Table.Th>Depois</Table.Th>
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
