import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { breadcrumbOf, type AppRoute } from '@cofre/contract';
import { SHELL_TEXTS } from '../texts';

/** Trail of the route table's parents; every crumb but the last is a link. */
export function AppBreadcrumbs({ route }: { route: AppRoute | null }) {
  if (!route) return null;
  const trail = breadcrumbOf(route);
  return (
    <nav aria-label={SHELL_TEXTS.breadcrumbLabel}>
      <Breadcrumbs separatorMargin={6}>
        {trail.map((crumb, index) =>
          index < trail.length - 1 && !crumb.path.includes(':') ? (
            <Anchor key={crumb.key} component={Link} to={crumb.path} fz="sm">
              {crumb.title}
            </Anchor>
          ) : (
            <Text key={crumb.key} fz="sm" fw={600} aria-current={index === trail.length - 1 ? 'page' : undefined}>
              {crumb.title}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
