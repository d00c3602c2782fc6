import { useId, useState } from 'react';
import { Box, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import {
  formatDate,
  PIX_KEY_STATUS_LABELS,
  type AccountPixKey,
  type AccountPixKeyList,
  type PixKeyStatus,
} from '@cofre/contract';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { StatusBadge } from '../../../components/StatusBadge';
import { ACCOUNT_DATA_TEXTS as T, ACCOUNT_PIX_KEY_TYPE_LABELS } from '../texts';
import { copyPixKey } from './copyPixKey';
import { DeletePixKeyDialog } from './DeletePixKeyDialog';
import { NewPixKeyDialog } from './NewPixKeyDialog';
import { PixKeyRowActions } from './PixKeyRowActions';
import { shownKey } from './shownKey';

const STATUS_COLORS: Record<PixKeyStatus, string> = {
  AWAITING_CODE: 'yellow',
  REGISTERING: 'blue',
  ACTIVE: 'green',
  FAILED: 'red',
  CANCELLED: 'gray',
  DELETING: 'orange',
  DELETED: 'gray',
};

/** The dialog's session: a new key, or a phone key resumed at its SMS code; `seq` mounts it afresh. */
type Dialog = { seq: number; resume: AccountPixKey | null; open: boolean };

interface PixKeysPanelProps {
  list: AccountPixKeyList;
  /** The company's CNPJ (digits), the CNPJ key's locked value. */
  companyDocument: string | null;
}

/**
 * 'Chaves Pix' (spec 3 §2, §9): the keys with their type, value, status and date, the row menu, and
 * 'Nova Chave Pix', off (with the reason) once the account holds its 20 keys.
 */
export function PixKeysPanel({ list, companyDocument }: PixKeysPanelProps) {
  const [dialog, setDialog] = useState<Dialog>({ seq: 0, resume: null, open: false });
  const [deleting, setDeleting] = useState<AccountPixKey | null>(null);
  const limitId = useId();
  const full = list.keys.length >= list.max;
  const open = (resume: AccountPixKey | null) => setDialog(({ seq }) => ({ seq: seq + 1, resume, open: true }));

  const columns: ReadonlyArray<DataColumn<AccountPixKey>> = [
    {
      key: 'type',
      header: T.columnType,
      card: 'title',
      width: 200,
      render: (pixKey) => (
        <Group gap="xs" wrap="nowrap">
          <Text fz="sm" fw={500}>
            {ACCOUNT_PIX_KEY_TYPE_LABELS[pixKey.type]}
          </Text>
          {pixKey.status !== 'ACTIVE' && (
            <StatusBadge color={STATUS_COLORS[pixKey.status]} size="sm">
              {PIX_KEY_STATUS_LABELS[pixKey.status]}
            </StatusBadge>
          )}
        </Group>
      ),
    },
    {
      key: 'key',
      header: T.columnKey,
      // On a phone's card the key goes under the type, the card's whole width (a random key is long).
      card: 'title',
      render: (pixKey) => (
        <Text
          component="span"
          fz="sm"
          ff="monospace"
          c={pixKey.key === null ? 'dimmed' : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {shownKey(pixKey)}
        </Text>
      ),
    },
    { key: 'created', header: T.columnCreated, width: 130, render: (pixKey) => formatDate(pixKey.createdAt) },
    {
      key: 'actions',
      header: '',
      align: 'right',
      card: 'aside',
      width: 56,
      render: (pixKey) => (
        <PixKeyRowActions
          pixKey={pixKey}
          onCopy={() => pixKey.key !== null && void copyPixKey(pixKey.key)}
          onTypeCode={() => open(pixKey)}
          onDelete={() => setDeleting(pixKey)}
        />
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fz="sm" c={full ? 'red.8' : 'dimmed'} id={limitId}>
          {full ? T.limitReached : T.keysUsed(list.keys.length, list.max)}
        </Text>
        <Tooltip label={T.limitReached} disabled={!full} multiline w={260} withArrow>
          <Box component="span" display="inline-block">
            <Button onClick={() => open(null)} disabled={full} aria-describedby={full ? limitId : undefined}>
              {T.newKey}
            </Button>
          </Box>
        </Tooltip>
      </Group>
      <DataTable
        label={T.keysTable}
        columns={columns}
        rows={list.keys}
        rowKey={(pixKey) => pixKey.id}
        pageSize={3}
        minWidth={560}
        empty={<EmptyState title={T.empty} />}
      />
      <NewPixKeyDialog
        key={dialog.seq}
        opened={dialog.open}
        resume={dialog.resume}
        companyDocument={companyDocument}
        defaultType={list.keys.some((pixKey) => pixKey.type === 'CNPJ') ? 'EMAIL' : 'CNPJ'}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
      <DeletePixKeyDialog pixKey={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
