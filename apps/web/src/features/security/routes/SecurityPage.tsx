import { Button, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoader } from '../../../components/PageLoader';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { useTwoFactorStatus } from '../api/twoFactorStatus';
import { TwoFactorSection } from '../components/TwoFactorSection';
import { SECURITY_TEXTS as T } from '../texts';

/** '/seguranca' (spec 4 §2 Security section): the signed-in user's own two-factor authentication. */
export default function SecurityPage() {
  const status = useTwoFactorStatus();
  useLoadErrorToast(status.errorUpdatedAt, T.loadFailed);

  let content;
  if (status.data) content = <TwoFactorSection status={status.data} />;
  else if (status.isError) {
    content = (
      <EmptyState
        title={T.loadFailed}
        action={
          <Button variant="default" onClick={() => void status.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  } else content = <PageLoader label={T.loading} />;

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{T.title}</Title>
      <Text c="dimmed" fz="sm">
        {T.intro}
      </Text>
      {content}
    </Stack>
  );
}
