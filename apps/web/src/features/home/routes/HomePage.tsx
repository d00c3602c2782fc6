import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../../lib/session';
import { LatestNotificationsCard } from '../components/LatestNotificationsCard';
import { SummaryCard } from '../components/SummaryCard';
import { HOME_TEXTS } from '../texts';

/** '/': the seller's home. Balance, revenue and charge widgets arrive with their own features. */
export default function HomePage() {
  const session = useSession();
  if (!session) return null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{HOME_TEXTS.welcome}</Title>
        <Text c="dimmed">{session.user.sellerName}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <SummaryCard user={session.user} />
        <LatestNotificationsCard />
      </SimpleGrid>
    </Stack>
  );
}
