import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { landingPath } from '@cofre/contract';
import { useGrant } from '../lib/permissions';
import { BrandLogo } from './BrandLogo';
import { COMMON_TEXTS } from './texts';

/** `embedded`: inside the shell (a record that does not exist), which already has the page's <main>. */
export default function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  // The first page the user may open ('/' is not one for SALE and SUPERVISOR); '/' when signed out.
  const home = landingPath(useGrant()) ?? '/';
  return (
    <Center mih={embedded ? 360 : '100vh'} p="md" component={embedded ? 'section' : 'main'}>
      <Stack align="center" gap="md" ta="center">
        {!embedded && <BrandLogo size={32} />}
        <Title order={1}>{COMMON_TEXTS.notFoundTitle}</Title>
        <Text c="dimmed">{COMMON_TEXTS.notFoundText}</Text>
        <Anchor component={Link} to={home}>
          {COMMON_TEXTS.goHome}
        </Anchor>
      </Stack>
    </Center>
  );
}
