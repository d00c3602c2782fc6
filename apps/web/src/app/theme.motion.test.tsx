import { MantineProvider, Transition } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from './theme';

/** The system's motion setting as `matchMedia` answers it (jsdom has none; setup.ts answers 'no'). */
function prefersReducedMotion(reduce: boolean) {
  const original = window.matchMedia;
  window.matchMedia = vi.fn((query: string) => ({
    ...original(query),
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
  }));
  return () => {
    window.matchMedia = original;
  };
}

/**
 * How long the opening transition of a dialog, drawer or menu lasts with the app's theme: Mantine's
 * Transition, shown after the first render as a seller opens one.
 */
async function openingTransition(): Promise<string> {
  const panel = (mounted: boolean) => (
    <MantineProvider theme={theme}>
      <Transition mounted={mounted} transition="fade" duration={200}>
        {(styles) => (
          <div role="dialog" aria-label="Aviso" style={styles}>
            Conteúdo
          </div>
        )}
      </Transition>
    </MantineProvider>
  );
  const { rerender } = render(panel(false));
  rerender(panel(true));
  return (await screen.findByRole('dialog', { name: 'Aviso' })).style.transitionDuration;
}

describe('motion', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  it("opens without a transition when the seller's system asks for less motion (WCAG 2.3.3)", async () => {
    restore = prefersReducedMotion(true);
    // Mantine then renders the panel without transition styles at all ('') or with a 0 ms one.
    expect(['', '0ms']).toContain(await openingTransition());
  });

  it('keeps the transition otherwise', async () => {
    restore = prefersReducedMotion(false);
    expect(await openingTransition()).toBe('200ms');
  });
});
