import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { landingPath, rolesOfProfile, type Profile } from '@cofre/contract';
import { sessionFromResponse, sessionStore } from '../lib/session';
import { LocationProbe } from '../test/LocationProbe';
import { sessionResponse } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { PermissionDenied } from './PermissionDenied';

function renderAs(profile: Profile, path: string) {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles: rolesOfProfile(profile) })));
  return renderWithApp(
    <>
      <PermissionDenied />
      <LocationProbe />
    </>,
    { path },
  );
}

describe('PermissionDenied', () => {
  it.each(['SALE', 'SUPERVISOR'] as const)(
    "takes %s from '/' (the dashboard it may not open) to its first page (issue 14, defect 3)",
    async (profile) => {
      // Fails before the fix: '/' showed 'Você não tem permissão…' with no way out.
      const landing = landingPath({ roles: rolesOfProfile(profile), features: [] });
      expect(landing).toBe('/cobrancas');
      renderAs(profile, '/');
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(landing!));
    },
  );

  it('offers the way to the first page the profile may see on any other forbidden page', () => {
    renderAs('SALE', '/financeiro');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Você não tem permissão');
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/cobrancas');
    expect(screen.getByTestId('location')).toHaveTextContent('/financeiro');
  });
});
