import type { ReactNode } from 'react';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PROFILE_LABELS, type Profile } from '@cofre/contract';
import { DocumentNumber, EmailText } from '../../../components/Unbreakable';
import { documentKind } from '../../../lib/format';
import type { SessionUser } from '../../../lib/session';
import { HOME_TEXTS } from '../texts';

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {value}
      </Text>
    </Stack>
  );
}

/** Who is signed in and for which seller, straight from the session. */
export function SummaryCard({ user }: { user: SessionUser }) {
  const profile = PROFILE_LABELS[user.profile as Profile] ?? user.profile;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="summary-title">
      <Title order={2} fz="h4" id="summary-title" mb="md">
        {HOME_TEXTS.accountTitle}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" m={0}>
        <Field label={HOME_TEXTS.seller} value={<span style={{ overflowWrap: 'anywhere' }}>{user.sellerName}</span>} />
        <Field
          label={documentKind(user.document) ?? HOME_TEXTS.document}
          value={<DocumentNumber value={user.document} />}
        />
        <Field label={HOME_TEXTS.email} value={<EmailText email={user.email} />} />
        <Field label={HOME_TEXTS.profile} value={profile} />
      </SimpleGrid>
    </Card>
  );
}
