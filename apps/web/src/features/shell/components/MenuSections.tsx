import { useState } from 'react';
import { Badge, Group, NavLink } from '@mantine/core';
import { Link } from 'react-router';
import type { AppRoute, MenuGroup } from '@cofre/contract';
import { isRouteActive } from './menuMatch';
import { MenuIcon } from './MenuIcon';
import { SHELL_TEXTS } from '../texts';
import classes from './MainNav.module.css';

export interface MenuSection {
  group?: MenuGroup;
  routes: AppRoute[];
}

interface MenuSectionsProps {
  sections: MenuSection[];
  pathname: string;
  onNavigate?: () => void;
}

function Marker({ route }: { route: AppRoute }) {
  if (!route.isNew && !route.beta) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {route.isNew && (
        <Badge size="xs" variant="filled" color="brand">
          {SHELL_TEXTS.newBadge}
        </Badge>
      )}
      {route.beta && (
        <Badge size="xs" variant="light" color="grape">
          {SHELL_TEXTS.betaBadge}
        </Badge>
      )}
    </Group>
  );
}

function RouteLink({ route, pathname, onNavigate }: { route: AppRoute; pathname: string; onNavigate?: () => void }) {
  const active = isRouteActive(route, pathname);
  return (
    <NavLink
      classNames={{ root: classes.link }}
      component={Link}
      to={route.path}
      label={route.menuLabel ?? route.title}
      leftSection={<MenuIcon iconKey={route.key} />}
      rightSection={<Marker route={route} />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

function GroupLinks({
  section,
  pathname,
  onNavigate,
}: {
  section: Required<MenuSection>;
  pathname: string;
  onNavigate?: () => void;
}) {
  const inside = section.routes.some((route) => isRouteActive(route, pathname));
  const [opened, setOpened] = useState(inside);
  const [wasInside, setWasInside] = useState(inside);
  // A group opens when the user arrives inside it (breadcrumb, link, back button).
  if (inside !== wasInside) {
    setWasInside(inside);
    if (inside) setOpened(true);
  }
  return (
    <NavLink
      classNames={{ root: classes.link }}
      component="button"
      type="button"
      label={section.group.title}
      leftSection={<MenuIcon iconKey={section.group.key} />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      // Room for 'Métodos de pagamento' on one line in the 264 px menu.
      childrenOffset={20}
    >
      {section.routes.map((route) => (
        <RouteLink key={route.key} route={route} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

/** Menu entries and groups; entries are real links, so middle-click opens a new tab. */
export function MenuSections({ sections, pathname, onNavigate }: MenuSectionsProps) {
  return (
    <>
      {sections.map((section) =>
        section.group ? (
          <GroupLinks
            key={section.group.key}
            section={section as Required<MenuSection>}
            pathname={pathname}
            onNavigate={onNavigate}
          />
        ) : (
          section.routes.map((route) => (
            <RouteLink key={route.key} route={route} pathname={pathname} onNavigate={onNavigate} />
          ))
        ),
      )}
    </>
  );
}
