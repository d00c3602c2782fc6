import { Button, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoader } from '../../../components/PageLoader';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { usePixLimits } from '../api/pixLimits';
import { PixLimitsPanel } from '../components/PixLimitsPanel';
import { PIX_CONFIG_TEXTS as T } from '../texts';
import { AccountNotConfigured } from '../../banking';

/** '/pix-config' (spec 3 §2 'Configurações Pix'): the day and night Pix transfer limits. */
export default function PixConfigPage() {
  const view = usePixLimits();
  useLoadErrorToast(view.errorUpdatedAt, T.loadFailed);

  let content;
  if (view.data)
    content = view.data.configured ? (
      <PixLimitsPanel limits={view.data.limits} />
    ) : (
      <AccountNotConfigured note={T.notConfiguredNote} />
    );
  else if (view.isError)
    content = (
      <EmptyState
        title={T.loadFailed}
        action={
          <Button variant="default" onClick={() => void view.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  else content = <PageLoader label={T.loading} />;

  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>{T.pageTitle}</Title>
      <Text c="dimmed" fz="sm">
        {T.intro}
      </Text>
      {content}
    </Stack>
  );
}
