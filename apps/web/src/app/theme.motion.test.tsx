import { MantineProvider, Transition } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from './theme';

/** The system's motion setting as `matchMedia` answers it (setup.ts answers 'no'; restoreMocks puts it back). */
function prefersReducedMotion(reduce: boolean) {
  const answer = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...answer(query),
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
  }));
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
  it("opens without a transition when the seller's system asks for less motion (WCAG 2.3.3)", async () => {
    prefersReducedMotion(true);
    // Mantine then renders the panel without transition styles at all ('') or with a 0 ms one.
    expect(['', '0ms']).toContain(await openingTransition());
  });

  it('keeps the transition otherwise', async () => {
    prefersReducedMotion(false);
    expect(await openingTransition()).toBe('200ms');
  });
});
