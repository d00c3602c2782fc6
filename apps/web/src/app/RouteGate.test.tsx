import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findRoute, PERMISSION_DENIED_TEXT } from '@cofre/contract';
import { FEATURES_STORAGE_KEY } from '../lib/featureToggles';
import { sessionFromResponse, sessionStore } from '../lib/session';
import { sessionResponse } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import RouteGate from './RouteGate';

function signIn(roles: string[]) {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles })));
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

  it('denies a route whose feature toggle is off', () => {
    signIn(['SELLER_ADMIN']);
    renderWithApp(<RouteGate route={findRoute('home')} />);
    expect(screen.getByText(PERMISSION_DENIED_TEXT)).toBeInTheDocument();
  });
});
