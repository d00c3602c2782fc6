import { useState } from 'react';
import { Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { WEBHOOK_MESSAGES, type Webhook, type WebhookCreated } from '@cofre/contract';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { DetailSection } from '../../../components/DetailSection';
import { EmptyState } from '../../../components/EmptyState';
import { StatusBadge } from '../../../components/StatusBadge';
import { useWebhooks } from '../api/webhooks';
import { WEBHOOKS_TEXTS as T } from '../texts';
import { CreatedWebhookModal } from './CreatedWebhookModal';
import { WebhookConfirmDialog, type WebhookChange } from './WebhookConfirmDialog';
import { WebhookCreateForm } from './WebhookCreateForm';
import { WebhookDetailModal } from './WebhookDetailModal';
import { WebhookDomains } from './WebhookDomains';
import { WebhookEditForm } from './WebhookEditForm';
import { WebhookHealth } from './WebhookHealth';
import { WebhookRowActions } from './WebhookRowActions';
import { WebhookUrl } from './WebhookUrl';

/** 'Webhooks' (spec 3 §2, §4, §8): the endpoints, 'Novo Webhook', edit, switch, delete and 'Entregas'. */
export function WebhooksSection() {
  const webhooks = useWebhooks();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [change, setChange] = useState<WebhookChange>(null);
  const list = webhooks.data?.content;
  // The open detail follows the list, so an edit or a switch shows there at once.
  const opened = list?.find((webhook) => webhook.id === openId) ?? null;

  const columns: ReadonlyArray<DataColumn<Webhook>> = [
    {
      key: 'title',
      header: T.colTitle,
      card: 'title',
      render: (webhook) => (
        <Stack gap={2}>
          <Anchor component="button" type="button" fz="sm" fw={500} ta="left" onClick={() => setOpenId(webhook.id)}>
            {webhook.title}
          </Anchor>
          <WebhookUrl title={webhook.title} url={webhook.url} />
          <WebhookHealth webhook={webhook} />
        </Stack>
      ),
    },
    { key: 'domains', header: T.colDomains, render: (webhook) => <WebhookDomains domains={webhook.domains} /> },
    {
      key: 'status',
      header: T.colStatus,
      card: 'aside',
      render: (webhook) => (
        <StatusBadge color={webhook.active ? 'green' : 'gray'}>{webhook.active ? T.active : T.inactive}</StatusBadge>
      ),
    },
    {
      key: 'actions',
      header: T.colActions,
      align: 'right',
      card: 'aside',
      render: (webhook) => (
        <WebhookRowActions
          webhook={webhook}
          onOpen={() => setOpenId(webhook.id)}
          onEdit={() => setEditing(webhook)}
          onToggle={() => setChange({ kind: 'toggle', webhook })}
          onDelete={() => setChange({ kind: 'delete', webhook })}
        />
      ),
    },
  ];

  return (
    <DetailSection
      title={T.title}
      actions={
        <Button onClick={() => setCreating(true)} disabled={!list}>
          {T.newWebhook}
        </Button>
      }
    >
      <Text c="dimmed" fz="sm">
        {T.intro}
      </Text>
      <DataTable
        label={T.listLabel}
        columns={columns}
        rows={webhooks.isError && !list ? [] : list}
        rowKey={(webhook) => webhook.id}
        pageSize={3}
        minWidth={720}
        empty={
          webhooks.isError ? (
            <EmptyState
              title={WEBHOOK_MESSAGES.listFailed}
              action={
                <Button variant="default" onClick={() => void webhooks.refetch()}>
                  {T.retry}
                </Button>
              }
            />
          ) : (
            <EmptyState title={WEBHOOK_MESSAGES.empty} description={T.emptyHint} />
          )
        }
      />
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={T.createTitle}
        centered
        closeOnClickOutside={false}
      >
        <WebhookCreateForm
          onCancel={() => setCreating(false)}
          onCreated={(made) => {
            setCreating(false);
            setCreated(made);
          }}
        />
      </Modal>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={T.editTitle}
        centered
        closeOnClickOutside={false}
      >
        {editing && <WebhookEditForm webhook={editing} onDone={() => setEditing(null)} />}
      </Modal>
      <CreatedWebhookModal created={created} onClose={() => setCreated(null)} />
      <WebhookDetailModal webhook={opened} onClose={() => setOpenId(null)} />
      <WebhookConfirmDialog change={change} onDone={() => setChange(null)} />
    </DetailSection>
  );
}
