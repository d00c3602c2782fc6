import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { brand } from './brand';
import { APP_TEXTS } from './texts';
import notificationClasses from './Notification.module.css';

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

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = parseHex(hex).map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * WCAG AA for normal text is 4.5:1; we aim a little above it because a dialog's fade-in draws white
 * text a hair off-white (#fffefe) for a few frames, and red's filled shade sat at exactly 4.5:1.
 */
const AA = 4.6;

/**
 * The lightest colour from shade 6 of `shades` towards shade 9 and then black (in tenths of a step)
 * that `passes`: text keeps its hue, only as much darker as 4.5:1 needs.
 */
function firstReadable(shades: readonly string[], passes: (color: string) => boolean): string {
  const stops = [...shades.slice(6), '#000000'];
  for (let index = 0; index < stops.length - 1; index++) {
    const from = parseHex(stops[index]!);
    const to = parseHex(stops[index + 1]!);
    for (let tenth = 0; tenth < 10; tenth++) {
      const amount = tenth / 10;
      const color = blend(from, to, amount);
      if (passes(color)) return color;
    }
  }
  return '#000000';
}

function blend(from: [number, number, number], to: [number, number, number], amount: number): string {
  const channel = (index: number) =>
    Math.round(from[index]! + (to[index]! - from[index]!) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${[0, 1, 2].map(channel).join('')}`;
}

/**
 * Every colour's text, badge, outline and filled button reach 4.5:1 (WCAG AA) in the light scheme,
 * whatever colour a screen picks: Mantine's defaults do not (green badge 3.8:1, red outline button
 * 3.28:1, a green amount 3.44:1, a date placeholder 2.07:1).
 */
function readableColorVariables(colors: Record<string, readonly string[]>): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'dark' || shades.length < 10) continue;
    // Text and outline sit on white or on the colour's own tint (shade 0). A light variant (badges,
    // the active menu entry) sits on shade 1, and on shade 2 under the pointer (Mantine's
    // light-hover): axe measured the hovered active menu entry at 3.64:1 when only shade 1 counted.
    const text = firstReadable(shades, (color) => contrastRatio(color, shades[0]!) >= AA);
    const filled = firstReadable(shades, (color) => contrastRatio(color, '#ffffff') >= AA);
    variables[`--mantine-color-${name}-text`] = text;
    variables[`--mantine-color-${name}-outline`] = text;
    variables[`--mantine-color-${name}-light-color`] = firstReadable(
      shades,
      (color) => contrastRatio(color, shades[1]!) >= AA && contrastRatio(color, shades[2]!) >= AA,
    );
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] = blend(parseHex(filled), [0, 0, 0], 0.15);
  }
  return variables;
}

const readableVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    ...readableColorVariables({ ...theme.colors }),
    // Secondary text one step darker than Mantine's default, for 4.5:1 contrast on white.
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Mantine's default error red (red-6) is 3.28:1 on white: field errors need 4.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    // A placeholder Mantine draws as text (a date picker's) is read like text: 4.5:1 on white.
    '--mantine-color-placeholder': firstReadable(theme.colors.gray, (color) => contrastRatio(color, '#ffffff') >= AA),
  },
  dark: {},
});

const resolvedVariables = new WeakMap<object, ReturnType<CSSVariablesResolver>>();

/**
 * Kept per theme: Mantine asks on every render of its provider, and the contrast search is about
 * 15 ms of a phone's first load (four times that in Lighthouse's slowed CPU).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  let variables = resolvedVariables.get(theme.colors);
  if (!variables) {
    variables = readableVariables(theme);
    resolvedVariables.set(theme.colors, variables);
  }
  return variables;
};

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand: brandShades(brand.primary) },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // A seller whose system asks for less motion gets dialogs, drawers and menus without their
  // transitions (WCAG 2.3.3); Mantine leaves them on unless told.
  respectReducedMotion: true,
  components: {
    // A spinner is a status: its label is read as one (a label on a plain span is prohibited ARIA).
    Loader: { defaultProps: { role: 'status' } },
    Modal: { styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } } },
    Drawer: { styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } } },
    // A dialog's header is not the page's banner landmark (axe: landmark-no-duplicate-banner).
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // The × of every dialog has a name (axe: button-name), so no modal needs to remember it.
    ModalCloseButton: { defaultProps: { 'aria-label': APP_TEXTS.closeDialog } },
    DrawerCloseButton: { defaultProps: { 'aria-label': APP_TEXTS.closeDialog } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': APP_TEXTS.closeNotification } },
      classNames: { description: notificationClasses.description },
    },
  },
});
