import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { sessionResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { subscriptionFixture } from '../test/fakeApi';
import { SandboxNextCycleButton } from './SandboxNextCycleButton';

const LABEL = 'Simular próximo ciclo (sandbox)';

function renderFor(sandbox: boolean) {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles: ['SELLER_ADMIN'], sandbox })));
  renderWithApp(<SandboxNextCycleButton subscription={subscriptionFixture({ status: 'ACTIVE' })} />);
}

describe('SandboxNextCycleButton', () => {
  it('is offered to the administrator when the server runs the sandbox', () => {
    renderFor(true);
    expect(screen.getByRole('button', { name: LABEL })).toBeInTheDocument();
  });

  it('is hidden when the server runs without the sandbox', () => {
    renderFor(false);
    expect(screen.queryByRole('button', { name: LABEL })).not.toBeInTheDocument();
  });
});
