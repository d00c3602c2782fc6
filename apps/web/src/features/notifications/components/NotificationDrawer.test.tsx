import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { rolesOfProfile, type Notification, type NotificationType } from '@cofre/contract';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { sessionResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { openNotificationDrawer, useNotificationDrawerOpened } from '../drawerStore';
import { NotificationDrawer } from './NotificationDrawer';
import { at } from '../../../test/at';

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
] as const;
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

const REPORT_PATH = '/api/charge-exports/9b1f0c2e-0000-4000-8000-000000000001/file';
const REPORT: Notification = {
  id: 'n4',
  notificationPanelType: 'NOTIFICATION_REPORT_READY',
  variablesResponse: [{ name: 'url', value: REPORT_PATH }],
  timeDiff: 30,
  notifiedAt: '2026-04-10T12:00:00Z',
  read: false,
};

function stubApi(items: Notification[] = ITEMS) {
  const calls: string[] = [];
  const headers: Record<string, Record<string, string>> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      calls.push(`${init.method ?? 'GET'} ${url.pathname}`);
      headers[url.pathname] = (init.headers ?? {}) as Record<string, string>;
      if (url.pathname === '/api/notification-panel') {
        const page = { content: items, page: 0, size: 10, totalElements: items.length, totalPages: 1 };
        return new Response(JSON.stringify(page));
      }
      if (url.pathname === REPORT_PATH) {
        return new Response('\ufeffIdentificador;Cliente\n', { headers: { 'Content-Type': 'text/csv' } });
      }
      if (url.pathname === '/api/notification-panel/quantity-unread') {
        return new Response(JSON.stringify({ quantity: 3 }));
      }
      return new Response(null, { status: 204 });
    }),
  );
  return Object.assign(calls, { headers });
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

    await userEvent.click(at(links, 2));
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe(`/cobrancas/${CHARGES[2]} fechada`));
    await waitFor(() => expect(calls).toContain('PATCH /api/notification-panel/n3/read'));
  });

  it('shows FINANCE its charge notifications as text, never as links to a page it may not open (issue 14, defect 2)', async () => {
    // Fails before the fix: each item linked to /cobrancas/{uuid}, where FINANCE read 'Você não tem permissão…'.
    sessionStore.set(sessionFromResponse(sessionResponse({ roles: rolesOfProfile('FINANCE') })));
    stubApi();
    renderWithApp(<NotificationDrawer />);
    openNotificationDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(await within(drawer).findByText('Ana pagou uma cobrança de R$ 129,90')).toBeInTheDocument();
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(3);
    expect(within(drawer).queryAllByRole('link', { name: /Ana/ })).toEqual([]);
    expect(within(drawer).getByRole('link', { name: 'Chamar no WhatsApp' })).toBeInTheDocument();
  });

  it('downloads a ready report with the session, as cobrancas.csv, instead of linking to the API', async () => {
    sessionStore.set(sessionFromResponse(sessionResponse()));
    const calls = stubApi([REPORT]);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithApp(<NotificationDrawer />);
    openNotificationDrawer();
    const drawer = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(await within(drawer).findByText('Relatório de cobranças está pronto.')).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Baixar relatório' })).not.toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Baixar relatório' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls).toContain(`GET ${REPORT_PATH}`);
    expect(calls.headers[REPORT_PATH]).toMatchObject({ Authorization: 'Bearer T' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('cobrancas.csv');
    await waitFor(() => expect(calls).toContain('PATCH /api/notification-panel/n4/read'));
  });
});
