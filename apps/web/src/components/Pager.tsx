import { useMemo } from 'react';
import { ActionIcon, Group, Select, Text } from '@mantine/core';
import IconChevronLeft from '@tabler/icons-react/dist/esm/icons/IconChevronLeft.mjs';
import IconChevronRight from '@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs';
import { COMMON_TEXTS } from './texts';

/** Past this many pages the select offers a window around the current page plus the first and last. */
const ALL_PAGES_UP_TO = 200;
const WINDOW = 50;

/** The page numbers the select offers: all of them, or (with millions of rows) a window. */
export function selectablePages(page: number, totalPages: number): number[] {
  if (totalPages <= ALL_PAGES_UP_TO) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const from = Math.max(1, page - WINDOW);
  const to = Math.min(totalPages, page + WINDOW);
  const pages = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (from > 1) pages.unshift(1);
  if (to < totalPages) pages.push(totalPages);
  return pages;
}

export interface PagerProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}

/** '{n} de {total} páginas' with previous, next and a page select (spec 1 §2.7). */
export function Pager({ page, totalPages, onChange, disabled = false }: PagerProps) {
  const total = Math.max(totalPages, 1);
  const options = useMemo(
    () => selectablePages(page, total).map((number) => ({ value: String(number), label: String(number) })),
    [page, total],
  );
  return (
    <Group justify="flex-end" gap="xs" component="nav" aria-label={COMMON_TEXTS.pagination}>
      <Text fz="sm" c="dimmed" aria-live="polite">
        {COMMON_TEXTS.pageOf(page, total)}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={COMMON_TEXTS.previousPage}
        disabled={disabled || page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <IconChevronLeft size={18} aria-hidden="true" />
      </ActionIcon>
      <Select
        aria-label={COMMON_TEXTS.goToPage}
        data={options}
        value={String(page)}
        onChange={(value) => value && onChange(Number(value))}
        allowDeselect={false}
        disabled={disabled || total <= 1}
        w={88}
        // Unmounted while closed: its listbox would share the select's label.
        comboboxProps={{ width: 100, keepMounted: false }}
        withCheckIcon={false}
      />
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={COMMON_TEXTS.nextPage}
        disabled={disabled || page >= total}
        onClick={() => onChange(page + 1)}
      >
        <IconChevronRight size={18} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
