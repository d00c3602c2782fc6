import { Group, Text } from '@mantine/core';
import { brand } from '../app/brand';
import { BrandMark } from './BrandMark';

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
      <BrandMark size={size} color={color} />
      {withName && (
        <Text component="span" fw={800} fz={size * 0.72} c={color} lh={1} aria-hidden="true">
          {brand.name}
        </Text>
      )}
    </Group>
  );
}
