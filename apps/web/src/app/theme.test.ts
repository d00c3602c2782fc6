import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { brandShades, contrastRatio, cssVariablesResolver, theme } from './theme';

const light = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme)).light;
// A dialog's fade-in draws white text as #fffefe for a few frames; axe may measure it then.
const FADING_WHITE = '#fffefe';

describe('theme contrast', () => {
  const filled = Object.entries(light).filter(([name]) => name.endsWith('-filled'));

  it('covers every palette colour, including red and the brand', () => {
    const names = filled.map(([name]) => name);
    expect(names).toContain('--mantine-color-red-filled');
    expect(names).toContain('--mantine-color-brand-filled');
  });

  it.each(filled)('%s keeps 4.5:1 under white text, even mid-fade', (_name, color) => {
    expect(contrastRatio(FADING_WHITE, color)).toBeGreaterThanOrEqual(4.5);
  });

  // Mantine draws a light variant on shade 1 and, under the pointer, on shade 2 (its light-hover).
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const mantine = defaultCssVariablesResolver(merged).light as Record<string, string>;
  const shadeOf = (value: string | undefined) => {
    const [, name, index] = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value ?? '') ?? [];
    return name ? merged.colors[name]![Number(index)]! : undefined;
  };
  const lightColors = Object.entries(light).filter(([name]) => name.endsWith('-light-color'));

  it.each(lightColors)('%s keeps 4.5:1 on the light background and under the pointer', (name, color) => {
    const prefix = name.replace(/-color$/, '');
    for (const background of [mantine[prefix], mantine[`${prefix}-hover`]]) {
      const shade = shadeOf(background);
      expect(shade, `${prefix} is a palette shade`).toBeDefined();
      expect(contrastRatio(color, shade!)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('measures the WCAG ratio: black on white is 21:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('computes a palette once, and another palette on its own', () => {
    const merged = mergeMantineTheme(DEFAULT_THEME, theme);
    expect(cssVariablesResolver(merged)).toBe(cssVariablesResolver(merged));
    const other = mergeMantineTheme(DEFAULT_THEME, { ...theme, colors: { brand: brandShades('#ff7700') } });
    expect(cssVariablesResolver(other).light['--mantine-color-brand-filled']).not.toBe(
      light['--mantine-color-brand-filled'],
    );
  });
});
