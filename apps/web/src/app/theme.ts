import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { brand } from './brand';

function parseHex(hex: string): [number, number, number] {
  const clean = hex.replace('#', '');
  const full = clean.length === 3 ? [...clean].map((c) => c + c).join('') : clean.padEnd(6, '0');
  const value = Number.parseInt(full.slice(0, 6), 16);
  return Number.isNaN(value) ? [11, 122, 94] : [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(rgb: [number, number, number], target: number, amount: number): string {
  const channel = (c: number) =>
    Math.round(c + (target - c) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${rgb.map(channel).join('')}`;
}

/** Ten shades around the brand colour, the colour itself at index 6 (the primary shade). */
export function brandShades(hex: string): MantineColorsTuple {
  const rgb = parseHex(hex);
  return [
    mix(rgb, 255, 0.92),
    mix(rgb, 255, 0.82),
    mix(rgb, 255, 0.66),
    mix(rgb, 255, 0.5),
    mix(rgb, 255, 0.34),
    mix(rgb, 255, 0.16),
    mix(rgb, 255, 0),
    mix(rgb, 0, 0.15),
    mix(rgb, 0, 0.3),
    mix(rgb, 0, 0.45),
  ];
}

/** Secondary text one step darker than Mantine's default, for 4.5:1 contrast on white (WCAG AA). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand: brandShades(brand.primary) },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    Modal: { styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } } },
    Drawer: { styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } } },
    // A dialog's header is not the page's banner landmark (axe: landmark-no-duplicate-banner).
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});
