import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** A labelled figure of a simulation or quote: the label small and dim, the value bold. */
export function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
}
