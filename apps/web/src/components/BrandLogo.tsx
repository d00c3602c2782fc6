import { Group, Text } from '@mantine/core';
import { brand } from '../app/brand';

interface BrandLogoProps {
  /** Height of the mark in pixels. */
  size?: number;
  /** Colour of the inline mark and name ('white' on the login banner). */
  color?: string;
  withName?: boolean;
}

/** The brand's logo image, or the inline safe mark with the brand name. */
export function BrandLogo({
  size = 28,
  color = 'var(--mantine-primary-color-filled)',
  withName = true,
}: BrandLogoProps) {
  if (brand.logoUrl) {
    return <img src={brand.logoUrl} alt={brand.name} height={size} style={{ display: 'block' }} />;
  }
  return (
    <Group gap={8} wrap="nowrap" aria-label={brand.name} role="img">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="2" y="3" width="28" height="26" rx="6" fill="none" stroke={color} strokeWidth="2.6" />
        <circle cx="16" cy="16" r="5" fill="none" stroke={color} strokeWidth="2.6" />
        <path d="M16 8.5v2.5M16 21v2.5M8.5 16H11M21 16h2.5" stroke={color} strokeWidth="2.6" strokeLinecap="round" />
      </svg>
      {withName && (
        <Text component="span" fw={800} fz={size * 0.72} c={color} lh={1} aria-hidden="true">
          {brand.name}
        </Text>
      )}
    </Group>
  );
}
