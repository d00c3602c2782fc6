import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findRoute } from '@cofre/contract';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { FEATURES_STORAGE_KEY } from '../lib/featureToggles';
import { sessionFromResponse, sessionStore } from '../lib/session';
import { sessionResponse } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import RouteGate from './RouteGate';

const load = vi.hoisted(() => ({ fails: true }));

vi.mock('./routeModules', () => ({
  ROUTE_MODULES: {
    clients: () =>
      load.fails
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: () => <p>Tela de clientes</p> }),
  },
}));

describe('RouteGate inside the route error boundary', () => {
  it("loads a screen's chunk again on 'Tentar novamente' after it failed to load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStore.set(sessionFromResponse(sessionResponse({ roles: ['SELLER_ADMIN', 'SELLER_CLIENTS'] })));
    localStorage.setItem(FEATURES_STORAGE_KEY, JSON.stringify({ idSeller: 's1', features: [] }));
    renderWithApp(
      <RouteErrorBoundary>
        <RouteGate route={findRoute('clients')} />
      </RouteErrorBoundary>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível exibir esta seção');
    load.fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Tela de clientes')).toBeInTheDocument();
  });
});
