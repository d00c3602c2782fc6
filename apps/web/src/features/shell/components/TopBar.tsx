import { Anchor, Burger, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { can, landingPath, type AppRoute, type Grant } from '@cofre/contract';
import { brand } from '../../../app/brand';
import { BrandLogo } from '../../../components/BrandLogo';
import type { SessionUser } from '../../../lib/session';
import { NotificationBell } from '../../notifications';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { SellerBadge } from './SellerBadge';
import { SHELL_TEXTS } from '../texts';

interface TopBarProps {
  user: SessionUser;
  grant: Grant;
  route: AppRoute | null;
  navOpened: boolean;
  onToggleNav: () => void;
}

export function TopBar({ user, grant, route, navOpened, onToggleNav }: TopBarProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={SHELL_TEXTS.openMenu}
          aria-expanded={navOpened}
          aria-controls="main-navbar"
        />
        {/* The first page this profile may open: '/' is the dashboard, which SALE and SUPERVISOR may not. */}
        <Anchor
          component={Link}
          to={landingPath(grant) ?? '/'}
          underline="never"
          aria-label={SHELL_TEXTS.home(brand.name)}
        >
          <BrandLogo size={26} />
        </Anchor>
        <Group visibleFrom="md" gap={0} style={{ minWidth: 0 }}>
          <AppBreadcrumbs route={route} />
        </Group>
      </Group>
      <Group gap="md" wrap="nowrap">
        {can(grant, 'shell.sellerBadge') && (
          <Group visibleFrom="lg">
            <SellerBadge sellerName={user.sellerName} document={user.document} />
          </Group>
        )}
        <Stack gap={0} visibleFrom="sm" align="flex-end" style={{ minWidth: 0 }}>
          <Text fz="sm" fw={600} truncate maw={240}>
            {user.email}
          </Text>
          <Text fz="xs" c="dimmed" truncate maw={240}>
            {user.sellerName}
          </Text>
        </Stack>
        <NotificationBell />
      </Group>
    </Group>
  );
}
