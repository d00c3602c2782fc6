import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findRoute, PERMISSION_DENIED_TEXT } from '@cofre/contract';
import { FEATURES_STORAGE_KEY } from '../lib/featureToggles';
import { sessionFromResponse, sessionStore } from '../lib/session';
import { fakeApi, json } from '../test/fakeApi';
import { sessionResponse } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import RouteGate from './RouteGate';

function signIn(roles: string[], sandbox = true) {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles, sandbox })));
  localStorage.setItem(FEATURES_STORAGE_KEY, JSON.stringify({ idSeller: 's1', features: [] }));
}

describe('RouteGate', () => {
  it('denies a route the grant lacks', () => {
    signIn(['SELLER_CHARGES']);
    renderWithApp(<RouteGate route={findRoute('reports')} />);
    expect(screen.getByText(PERMISSION_DENIED_TEXT)).toBeInTheDocument();
  });

  it('says a permitted but unbuilt screen is coming soon', () => {
    signIn(['SELLER_BACKOFFICE']);
    // Any permitted route marked unbuilt: the route table's own flags change as screens land.
    renderWithApp(<RouteGate route={{ ...findRoute('activatePj'), built: false }} />);
    expect(screen.getByText('Esta área estará disponível em breve.')).toBeInTheDocument();
    expect(screen.queryByText(PERMISSION_DENIED_TEXT)).not.toBeInTheDocument();
  });

  it('shows a sandbox page only where the server runs its sandbox, to the roles that may see it', async () => {
    fakeApi({ 'GET /sandbox/sms': () => json(200, { messages: [] }) });
    signIn(['SELLER_ADMIN']);
    const sandboxOn = renderWithApp(<RouteGate route={findRoute('sandboxSms')} />);
    expect(await screen.findByRole('heading', { name: 'SMS enviados (ambiente de testes)' })).toBeInTheDocument();
    sandboxOn.unmount();

    signIn(['SELLER_ADMIN'], false);
    const sandboxOff = renderWithApp(<RouteGate route={findRoute('sandboxSms')} />);
    expect(screen.getByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    sandboxOff.unmount();

    signIn(['SELLER_BACKOFFICE']);
    renderWithApp(<RouteGate route={findRoute('sandboxSms')} />);
    expect(screen.getByText(PERMISSION_DENIED_TEXT)).toBeInTheDocument();
  });

  it('denies a route whose feature toggle is off', () => {
    signIn(['SELLER_ADMIN']);
    renderWithApp(<RouteGate route={findRoute('home')} />);
    expect(screen.getByText(PERMISSION_DENIED_TEXT)).toBeInTheDocument();
  });
});
