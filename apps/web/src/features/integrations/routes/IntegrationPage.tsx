import { Stack, Text, Title } from '@mantine/core';
import { ApiKeysSection } from '../components/ApiKeysSection';
import { WebhooksSection } from '../components/WebhooksSection';
import { INTEGRATIONS_TEXTS as T } from '../texts';

/** '/integracao' (spec 3 §2 API settings): the seller's API keys and webhooks. */
export default function IntegrationPage() {
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{T.title}</Title>
      <Text c="dimmed" fz="sm">
        {T.intro}
      </Text>
      <ApiKeysSection />
      <WebhooksSection />
    </Stack>
  );
}
