import { Anchor, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconTools from '@tabler/icons-react/dist/esm/icons/IconTools.mjs';
import { landingPath } from '@cofre/contract';
import { Link, useLocation } from 'react-router';
import { useGrant } from '../lib/permissions';
import { COMMON_TEXTS } from './texts';

/** An honest page for routes whose screen a later release delivers. */
export function ComingSoonPage({ title }: { title: string }) {
  const grant = useGrant();
  const { pathname } = useLocation();
  const home = landingPath(grant);
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
        <IconTools size={28} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        {title}
      </Title>
      <Text c="dimmed">{COMMON_TEXTS.comingSoon}</Text>
      {home && home !== pathname && (
        <Anchor component={Link} to={home}>
          {COMMON_TEXTS.backHome}
        </Anchor>
      )}
    </Stack>
  );
}
