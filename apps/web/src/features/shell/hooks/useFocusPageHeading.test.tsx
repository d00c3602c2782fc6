import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusPageHeading } from './useFocusPageHeading';

/** A shell in miniature: a menu button that changes the path, and the main area with the page. */
function Shell({ late = false }: { late?: boolean }) {
  const [path, setPath] = useState('/');
  const [loaded, setLoaded] = useState(!late);
  useFocusPageHeading(path, 'main');
  return (
    <>
      <button type="button" onClick={() => setPath('/clientes')}>
        menu
      </button>
      <button type="button" onClick={() => setLoaded(true)}>
        load
      </button>
      <main id="main">{path === '/' ? <h1>Início</h1> : loaded && <h1>Clientes</h1>}</main>
    </>
  );
}

describe('useFocusPageHeading', () => {
  it('leaves the first load alone, then puts the focus on the new page’s heading', () => {
    render(<Shell />);
    expect(document.body).toHaveFocus();
    const menu = screen.getByRole('button', { name: 'menu' });
    menu.focus();
    act(() => menu.click());
    const heading = screen.getByRole('heading', { name: 'Clientes' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a page that shows its heading later', async () => {
    render(<Shell late />);
    act(() => screen.getByRole('button', { name: 'menu' }).click());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'load' }).click());
    await screen.findByRole('heading', { name: 'Clientes' });
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { name: 'Clientes' })).toHaveFocus();
  });
});
