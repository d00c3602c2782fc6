import { Anchor, Stack, Text, ThemeIcon } from '@mantine/core';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import { Link, Navigate, useLocation } from 'react-router';
import { landingPath, PERMISSION_DENIED_TEXT } from '@cofre/contract';
import { useGrant } from '../lib/permissions';
import { COMMON_TEXTS } from './texts';

/**
 * A page the user may not open. '/' is where a bare address, an old bookmark or the brand leads,
 * not a page anyone chose: a user without the dashboard is taken to the first page the profile may
 * see (the contract's landingPath). Elsewhere the message offers the way to that page.
 */
export function PermissionDenied() {
  const { pathname } = useLocation();
  const home = landingPath(useGrant());
  if (pathname === '/' && home && home !== '/') return <Navigate to={home} replace />;
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden="true">
        <IconLock size={28} />
      </ThemeIcon>
      <Text component="h1" fz="lg" fw={600} m={0}>
        {PERMISSION_DENIED_TEXT}
      </Text>
      {home && home !== pathname && (
        <Anchor component={Link} to={home}>
          {COMMON_TEXTS.goHome}
        </Anchor>
      )}
    </Stack>
  );
}
