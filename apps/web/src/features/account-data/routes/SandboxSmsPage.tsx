import { Button, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { SandboxSmsList } from '@cofre/contract';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import NotFoundPage from '../../../components/NotFoundPage';
import { isApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useAllSandboxSms } from '../api/sandboxSms';
import { maskedPhone } from '../components/maskedPhone';
import { ACCOUNT_DATA_TEXTS as T } from '../texts';

type SandboxSms = SandboxSmsList['messages'][number];

const columns: ReadonlyArray<DataColumn<SandboxSms>> = [
  { key: 'sentAt', header: T.columnSentAt, card: 'title', width: 160, render: (sms) => formatDateTime(sms.sentAt) },
  {
    key: 'to',
    header: T.columnTo,
    width: 200,
    render: (sms) => {
      const { shown, lastDigits } = maskedPhone(sms.to);
      return (
        <Text component="span" fz="sm" style={{ whiteSpace: 'nowrap' }}>
          <span aria-hidden="true">{shown}</span>
          <VisuallyHidden>{T.phoneEndingIn(lastDigits)}</VisuallyHidden>
        </Text>
      );
    },
  },
  {
    key: 'text',
    header: T.columnText,
    render: (sms) => (
      <Text component="span" fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {sms.text}
      </Text>
    ),
  },
];

/**
 * '/sandbox/sms' (sandbox only, route table `sandbox`): every SMS the sandbox 'sent' for the seller's
 * phone keys, newest first, so a person trying the demo reads the code a phone would receive. A
 * server without the sandbox SMS (production, even with SANDBOX=true) answers 404: not found here too.
 */
export default function SandboxSmsPage() {
  const sms = useAllSandboxSms();

  if (isApiError(sms.error) && sms.error.status === 404) return <NotFoundPage embedded />;

  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1}>{T.sandboxSmsPageTitle}</Title>
      <Text fz="sm" c="dimmed">
        {T.sandboxSmsPageNote}
      </Text>
      {sms.isError && !sms.data ? (
        <EmptyState
          title={T.sandboxSmsLoadFailed}
          action={
            <Button variant="default" onClick={() => void sms.refetch()}>
              {T.retry}
            </Button>
          }
        />
      ) : (
        <DataTable
          label={T.sandboxSmsTable}
          columns={columns}
          rows={sms.data?.messages}
          rowKey={(message) => `${message.keyId}-${message.sentAt}`}
          pageSize={5}
          minWidth={640}
          empty={<EmptyState title={T.sandboxSmsEmpty} />}
        />
      )}
    </Stack>
  );
}
