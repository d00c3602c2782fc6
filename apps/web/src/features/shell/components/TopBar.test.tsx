import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FEATURES, rolesOfProfile, type Grant, type Profile } from '@cofre/contract';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { sessionResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { TopBar } from './TopBar';

function renderTopBar(profile: Profile) {
  const session = sessionFromResponse(sessionResponse({ roles: rolesOfProfile(profile) }));
  sessionStore.set(session);
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ quantity: 0 })));
  const grant: Grant = { roles: rolesOfProfile(profile), features: [...FEATURES] };
  renderWithApp(<TopBar user={session.user} grant={grant} route={null} navOpened={false} onToggleNav={vi.fn()} />);
  return screen.getByRole('link', { name: /página inicial/ });
}

describe('TopBar', () => {
  it.each(['SALE', 'SUPERVISOR'] as const)(
    "sends %s from the logo to its first page, not to '/' (issue 14, defect 3)",
    (profile) => {
      // Fails before the fix: the logo went to '/', the dashboard these profiles may not open.
      expect(renderTopBar(profile)).toHaveAttribute('href', '/cobrancas');
    },
  );

  it('sends a dashboard user from the logo to the dashboard', () => {
    expect(renderTopBar('FINANCE')).toHaveAttribute('href', '/');
  });
});
