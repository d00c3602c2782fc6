import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '@mantine/core';

interface StatusBadgeProps {
  color: string;
  size?: BadgeProps['size'];
  children: ReactNode;
}

/**
 * A status as a light badge, never cut short. Mantine's badge is an inline grid whose fit-content
 * width Chromium measures short for its upper-case, letter-spaced label, and it shrinks in a flex
 * row: a table cell showed 'PAGA MANUALME…'. `min-width: max-content` and no shrinking keep the
 * whole label; every status badge of a list or a detail is this one.
 */
export function StatusBadge({ color, size, children }: StatusBadgeProps) {
  return (
    <Badge variant="light" radius="sm" color={color} size={size} style={{ minWidth: 'max-content', flexShrink: 0 }}>
      {children}
    </Badge>
  );
}
