import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../app/Providers';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { COMMON_TEXTS } from './texts';

/** While true the section throws (React renders a failing tree twice before giving up). */
let broken = false;

function FailingSection() {
  if (broken) throw new Error('render failed');
  return <p>Conteúdo da seção</p>;
}

function Shell() {
  const [clicks, setClicks] = useState(0);
  return (
    <>
      <nav>
        <Link to="/outra">Outra página</Link>
        <button type="button" onClick={() => setClicks(clicks + 1)}>
          Menu {clicks}
        </button>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

function renderShell() {
  return render(
    <Providers env="test">
      <MemoryRouter initialEntries={['/secao']}>
        <Routes>
          <Route element={<Shell />}>
            <Route path="/secao" element={<RouteErrorBoundary>{<FailingSection />}</RouteErrorBoundary>} />
            <Route path="/outra" element={<RouteErrorBoundary>{<p>Outra seção</p>}</RouteErrorBoundary>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the error in place of the route, keeps the shell working, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    renderShell();

    expect(screen.getByRole('alert')).toHaveTextContent(COMMON_TEXTS.routeErrorTitle);
    expect(screen.getByText(COMMON_TEXTS.routeErrorText)).toBeInTheDocument();
    expect(screen.queryByText('Conteúdo da seção')).not.toBeInTheDocument();
    // The shell around the route still renders and reacts.
    await userEvent.click(screen.getByRole('button', { name: 'Menu 0' }));
    expect(screen.getByRole('button', { name: 'Menu 1' })).toBeInTheDocument();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(screen.getByText('Conteúdo da seção')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error again when the retry fails too, and forgets it on another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    renderShell();

    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(screen.getByRole('alert')).toHaveTextContent(COMMON_TEXTS.routeErrorTitle);

    await userEvent.click(screen.getByRole('link', { name: 'Outra página' }));
    expect(screen.getByText('Outra seção')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    broken = false;
  });
});
