import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import type { Notification, NotificationType } from '@cofre/contract';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { sessionResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { openNotificationDrawer, useNotificationDrawerOpened } from '../drawerStore';
import { NotificationDrawer } from './NotificationDrawer';

function item(id: string, type: NotificationType, uuid: string): Notification {
  return {
    id,
    notificationPanelType: type,
    variablesResponse: [
      { name: 'uuid', value: uuid },
      { name: 'buyer', value: 'Ana' },
      { name: 'amount', value: '12990' },
      { name: 'date', value: '2026-04-10' },
      { name: 'whatsApp', value: '11987654321' },
    ],
    timeDiff: 60,
    notifiedAt: '2026-04-10T12:00:00Z',
    read: false,
  };
}

const CHARGES = [
  'a1b2c3d4-0000-4000-8000-000000000001',
  'a1b2c3d4-0000-4000-8000-000000000002',
  'a1b2c3d4-0000-4000-8000-000000000003',
];
const ITEMS = [
  item('n1', 'NOTIFICATION_PAYMENT_MADE', CHARGES[0]),
  item('n2', 'NOTIFICATION_RECOVERED_DEFAULTS', CHARGES[1]),
  item('n3', 'NOTIFICATION_PAYMENT_LATE', CHARGES[2]),
];

function Probe() {
  const location = useLocation();
  const opened = useNotificationDrawerOpened();
  return <output data-testid="probe">{`${location.pathname} ${opened ? 'aberta' : 'fechada'}`}</output>;
}

function stubApi() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      calls.push(`${init.method ?? 'GET'} ${url.pathname}`);
      if (url.pathname === '/api/notification-panel') {
        return new Response(JSON.stringify({ content: ITEMS, page: 0, size: 10, totalElements: 3, totalPages: 1 }));
      }
      if (url.pathname === '/api/notification-panel/quantity-unread') {
        return new Response(JSON.stringify({ quantity: 3 }));
      }
      return new Response(null, { status: 204 });
    }),
  );
  return calls;
}

describe('NotificationDrawer', () => {
  it('links every charge notification to /cobrancas/{uuid}; opening one marks it read and closes the drawer', async () => {
    sessionStore.set(sessionFromResponse(sessionResponse()));
    const calls = stubApi();
    renderWithApp(
      <>
        <NotificationDrawer />
        <Probe />
      </>,
    );
    openNotificationDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Notificações' });
    const links = await within(drawer).findAllByRole('link', { name: /Ana/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(CHARGES.map((uuid) => `/cobrancas/${uuid}`));

    await userEvent.click(links[2]);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe(`/cobrancas/${CHARGES[2]} fechada`));
    await waitFor(() => expect(calls).toContain('PATCH /api/notification-panel/n3/read'));
  });
});
