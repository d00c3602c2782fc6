import { useState } from 'react';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { INTEGRATION_MESSAGES, nextKeyTitle, type ApiKey, type ApiKeyCreated } from '@cofre/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { DetailSection } from '../../../components/DetailSection';
import { EmptyState } from '../../../components/EmptyState';
import { StatusBadge } from '../../../components/StatusBadge';
import { showApiError, showSuccess } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useApiKeys, useCreateApiKey, useDeleteApiKey, useSetApiKeyActive, useUpdateApiKey } from '../api/apiKeys';
import { INTEGRATIONS_TEXTS as T } from '../texts';
import { ApiKeyRowActions } from './ApiKeyRowActions';
import { CreatedKeyModal } from './CreatedKeyModal';
import { KeyTitleModal } from './KeyTitleModal';

type Pending = { kind: 'toggle' | 'delete'; key: ApiKey } | null;

/** 'Chaves API' (spec 3 §2): the list, 'Nova chave API', edit, switch and delete. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const update = useUpdateApiKey();
  const setActive = useSetApiKeyActive();
  const remove = useDeleteApiKey();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [editing, setEditing] = useState<ApiKey | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const list = keys.data?.content;

  const columns: ReadonlyArray<DataColumn<ApiKey>> = [
    {
      key: 'title',
      header: T.keyTitle,
      card: 'title',
      render: (key) => (
        <div>
          <Text fz="sm" fw={500}>
            {key.title}
          </Text>
          <Text fz="xs" c="dimmed" ff="monospace">
            {key.preview}
          </Text>
        </div>
      ),
    },
    {
      key: 'status',
      header: T.keyStatus,
      card: 'aside',
      render: (key) => (
        <StatusBadge color={key.active ? 'green' : 'gray'}>{key.active ? T.active : T.inactive}</StatusBadge>
      ),
    },
    { key: 'created', header: T.keyCreatedAt, render: (key) => formatDateTime(key.createdAt) },
    {
      key: 'used',
      header: T.keyLastUsed,
      render: (key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt) : T.neverUsed),
    },
    {
      key: 'actions',
      header: T.colActions,
      align: 'right',
      card: 'aside',
      render: (key) => (
        <ApiKeyRowActions
          apiKey={key}
          onEdit={() => setEditing(key)}
          onToggle={() => setPending({ kind: 'toggle', key })}
          onDelete={() => setPending({ kind: 'delete', key })}
        />
      ),
    },
  ];

  const saveNew = async (title: string) => {
    try {
      const made = await create.mutateAsync({ title });
      showSuccess(INTEGRATION_MESSAGES.keyCreated);
      setCreating(false);
      setCreated(made);
    } catch (error) {
      showApiError(error);
    }
  };
  const saveEdit = async (title: string) => {
    if (!editing) return;
    try {
      await update.mutateAsync({ id: editing.id, body: { title, active: editing.active } });
      showSuccess(INTEGRATION_MESSAGES.keyUpdated);
      setEditing(null);
    } catch (error) {
      showApiError(error);
    }
  };
  const confirm = () => {
    if (!pending) return;
    const { key } = pending;
    const done = { onSettled: () => setPending(null) };
    if (pending.kind === 'delete') {
      remove.mutate(key.id, {
        ...done,
        onSuccess: () => showSuccess(INTEGRATION_MESSAGES.keyDeleted),
        onError: (error) => showApiError(error, undefined, INTEGRATION_MESSAGES.keyDeleteFailed),
      });
    } else {
      setActive.mutate(
        { id: key.id, active: !key.active },
        {
          ...done,
          onSuccess: () =>
            showSuccess(key.active ? INTEGRATION_MESSAGES.keyDeactivated : INTEGRATION_MESSAGES.keyActivated),
          onError: (error) => showApiError(error),
        },
      );
    }
  };

  return (
    <DetailSection
      title={T.keysTitle}
      actions={
        <Group gap="sm">
          <Anchor href="/api/docs" target="_blank" rel="noreferrer" fz="sm">
            {T.docsLink}
          </Anchor>
          <Button onClick={() => setCreating(true)} disabled={!list}>
            {T.newKey}
          </Button>
        </Group>
      }
    >
      <DataTable
        label={T.keysTitle}
        columns={columns}
        rows={keys.isError && !list ? [] : list}
        rowKey={(key) => key.id}
        pageSize={3}
        minWidth={640}
        empty={
          keys.isError ? (
            <EmptyState
              title={INTEGRATION_MESSAGES.keysLoadFailed}
              action={
                <Button variant="default" onClick={() => void keys.refetch()}>
                  {T.retry}
                </Button>
              }
            />
          ) : (
            <EmptyState title={INTEGRATION_MESSAGES.keysEmpty} description={T.emptyHint} />
          )
        }
      />
      <KeyTitleModal
        opened={creating}
        heading={T.newKey}
        initialTitle={nextKeyTitle((list ?? []).map((key) => key.title))}
        submitLabel={T.create}
        saving={create.isPending}
        onSave={saveNew}
        onClose={() => setCreating(false)}
      />
      <KeyTitleModal
        opened={editing !== null}
        heading={T.editTitle}
        initialTitle={editing?.title ?? ''}
        submitLabel={T.save}
        saving={update.isPending}
        onSave={saveEdit}
        onClose={() => setEditing(null)}
      />
      <CreatedKeyModal created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.key.title ?? ''}
        confirmLabel={pending?.kind === 'delete' ? T.delete : pending?.key.active ? T.deactivate : T.activate}
        confirmColor={pending?.kind === 'toggle' && !pending.key.active ? undefined : 'red'}
        loading={remove.isPending || setActive.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {pending?.kind === 'delete' ? T.confirmDelete : pending?.key.active ? T.confirmDeactivate : T.confirmActivate}
      </ConfirmDialog>
    </DetailSection>
  );
}
