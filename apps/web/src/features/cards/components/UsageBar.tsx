import { Box } from '@mantine/core';

interface UsageBarProps {
  /** Whole percent, 0..100. */
  value: number;
  /** The bar's accessible name. */
  label: string;
  color?: string;
}

/**
 * A thin 'how much of the limit is used' bar, announced as a progressbar. Drawn with a Box rather
 * than Mantine's Progress, whose stylesheet the app does not load (app/mantine.css).
 */
export function UsageBar({ value, label, color = 'var(--mantine-primary-color-filled)' }: UsageBarProps) {
  const share = Math.min(100, Math.max(0, value));
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={share}
      aria-valuetext={`${share}%`}
      h={12}
      bg="var(--mantine-color-default-border)"
      style={{ borderRadius: 'var(--mantine-radius-xl)', overflow: 'hidden' }}
    >
      <Box h="100%" w={`${share}%`} bg={color} style={{ transition: 'width 200ms ease' }} />
    </Box>
  );
}
