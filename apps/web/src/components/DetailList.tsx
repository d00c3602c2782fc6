import type { ReactNode } from 'react';
import { SimpleGrid, Text } from '@mantine/core';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** Read-only label/value pairs as a description list; an empty value shows '—'. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {items.map((item) => (
        <div key={item.label}>
          <Text component="dt" fz="xs" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {item.value === null || item.value === undefined || item.value === '' ? '—' : item.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
