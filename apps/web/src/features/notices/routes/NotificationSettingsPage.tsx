import { useState } from 'react';
import { Alert, Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { NOTICE_MESSAGES, NOTICE_METHOD_LABELS, NOTICE_METHODS, type NoticeMethod } from '@cofre/contract';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoader } from '../../../components/PageLoader';
import { ScrollingTabsList } from '../../../components/ScrollingTabsList';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { useNoticeSettings } from '../api/noticeSettings';
import { DeliveriesPanel } from '../components/DeliveriesPanel';
import { IdentificationForm } from '../components/IdentificationForm';
import { MasterSwitch } from '../components/MasterSwitch';
import { MethodNotices } from '../components/MethodNotices';
import { NOTICES_TEXTS as T } from '../texts';

type Tab = 'GENERAL' | NoticeMethod | 'DELIVERIES';

/** '/notificacoes' (spec 3 §2): the billing notices a seller's buyers receive by e-mail and WhatsApp. */
export default function NotificationSettingsPage() {
  const settings = useNoticeSettings();
  const [tab, setTab] = useState<Tab>('GENERAL');
  useLoadErrorToast(settings.errorUpdatedAt, NOTICE_MESSAGES.loadFailed);

  let content;
  if (settings.data) {
    const data = settings.data;
    content = (
      <>
        {!data.activeAllNotifications && (
          <Alert color="yellow" variant="light" role="status">
            {NOTICE_MESSAGES.masterOffBanner}
          </Alert>
        )}
        <Tabs value={tab} onChange={(next) => next && setTab(next as Tab)} keepMounted={false}>
          <ScrollingTabsList aria-label={T.tabs}>
            <Tabs.Tab value="GENERAL">{T.generalTab}</Tabs.Tab>
            {NOTICE_METHODS.map((method) => (
              <Tabs.Tab key={method} value={method}>
                {NOTICE_METHOD_LABELS[method]}
              </Tabs.Tab>
            ))}
            <Tabs.Tab value="DELIVERIES">{T.deliveriesTab}</Tabs.Tab>
          </ScrollingTabsList>
          <Tabs.Panel value="GENERAL" pt="md">
            <Stack gap="lg">
              <IdentificationForm settings={data} />
              <MasterSwitch settings={data} />
            </Stack>
          </Tabs.Panel>
          {NOTICE_METHODS.map((method) => (
            <Tabs.Panel key={method} value={method} pt="md">
              <MethodNotices settings={data} method={method} />
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="DELIVERIES" pt="md">
            <DeliveriesPanel sandbox={data.sandbox} />
          </Tabs.Panel>
        </Tabs>
      </>
    );
  } else if (settings.isError) {
    content = (
      <EmptyState
        title={NOTICE_MESSAGES.loadFailed}
        action={
          <Button variant="default" onClick={() => void settings.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  } else {
    content = <PageLoader label={T.loading} />;
  }

  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{T.title}</Title>
      <Text c="dimmed" fz="sm">
        {T.intro}
      </Text>
      {content}
    </Stack>
  );
}
