import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  NOTICE_DEFINITIONS,
  noticeTemplate,
  parseSwitchCode,
  type NoticeDelivery,
  type NoticeSettings,
  type NoticeSwitch,
} from '@cofre/contract';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { fakeApi, json, watchToasts } from '../../../test/fakeApi';
import { sessionResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import NotificationSettingsPage from './NotificationSettingsPage';

function settingsOf(overrides: Partial<NoticeSettings> = {}): NoticeSettings {
  return {
    name: 'Loja da Ana',
    email: 'contato@loja.dev',
    hiddenEmail: null,
    activeAllNotifications: true,
    types: NOTICE_DEFINITIONS.map((definition) => ({
      type: definition.type,
      method: definition.method,
      label: definition.label,
      email: true,
      whatsapp: false,
      template: noticeTemplate(definition.type),
    })),
    sandbox: true,
    ...overrides,
  };
}

const DELIVERY: NoticeDelivery = {
  id: '6b1f0c3e-2d4a-4e5b-9c8d-7a6b5c4d3e2f',
  chargeId: '0d9c8b7a-6f5e-4d3c-8b1a-0f9e8d7c6b5a',
  chargeTitle: 'Mensalidade de dezembro',
  customerName: 'Conceição Araújo',
  type: 'PIX_PREPAYMENT_TWO_DAYS',
  channel: 'WHATSAPP',
  status: 'SENT',
  createdAt: '2026-11-29T12:00:00.000Z',
  message: 'Olá, Conceição Araújo! Lembrete: a cobrança vence em 01/12/2026.',
};

function noticesApi(initial = settingsOf(), deliveries: NoticeDelivery[] = [DELIVERY]) {
  let settings = initial;
  return fakeApi({
    'GET /seller-notifications': () => json(200, settings),
    'PATCH /seller-notifications/basic': (call) => {
      const body = call.body as NoticeSettings;
      settings = { ...settings, ...body, hiddenEmail: body.hiddenEmail || null };
      return json(200, settings);
    },
    'PATCH /seller-notifications/active': (call) => {
      const change = call.body as NoticeSwitch;
      const { type, channel } = parseSwitchCode(change.type);
      settings = {
        ...settings,
        types: settings.types.map((entry) =>
          entry.type === type ? { ...entry, [channel === 'EMAIL' ? 'email' : 'whatsapp']: change.active } : entry,
        ),
      };
      return json(200, settings);
    },
    'GET /seller-notifications/deliveries': () =>
      json(200, { content: deliveries, page: 0, size: 20, totalElements: deliveries.length, totalPages: 1 }),
  });
}

function renderPage() {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles: ['SELLER_ADMIN'] })));
  return renderWithApp(<NotificationSettingsPage />, { path: '/notificacoes' });
}

describe('NotificationSettingsPage', { timeout: 20_000 }, () => {
  it('shows the four tabs and saves the identification only after a change', async () => {
    const api = noticesApi();
    const toasts = watchToasts();
    renderPage();
    for (const name of ['Informações gerais', 'Boleto', 'Pix', 'Cartão de Crédito']) {
      expect(await screen.findByRole('tab', { name })).toBeInTheDocument();
    }
    const save = screen.getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();
    const name = screen.getByRole('textbox', { name: /^Nome/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Loja Nova');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(api.callsTo('PATCH', '/seller-notifications/basic')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/seller-notifications/basic')[0]!.body).toEqual({
      name: 'Loja Nova',
      email: 'contato@loja.dev',
      hiddenEmail: null,
      activeAllNotifications: true,
    });
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Identificação alterada com sucesso' }),
    );
  });

  it('says what is wrong with the e-mails and sends nothing', async () => {
    const api = noticesApi();
    renderPage();
    const [email] = await screen.findAllByRole('textbox', { name: /^E-mail/ });
    await userEvent.clear(email!);
    await userEvent.type(email!, 'sem-arroba');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail oculto/ }), 'também');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Digite um e-mail válido!')).toHaveLength(2);
    const name = screen.getByRole('textbox', { name: /^Nome/ });
    await userEvent.clear(name);
    expect(await screen.findByText('Preenchimento obrigatório!')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/seller-notifications/basic')).toHaveLength(0);
  });

  it('switches one notice by channel with the spec’s toasts', async () => {
    const api = noticesApi();
    const toasts = watchToasts();
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Pix' }));
    const whatsApp = await screen.findByRole('switch', { name: '7 dias antes do vencimento: WhatsApp' });
    expect(whatsApp).not.toBeChecked();
    await userEvent.click(whatsApp);
    await waitFor(() => expect(api.callsTo('PATCH', '/seller-notifications/active')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/seller-notifications/active')[0]!.body).toEqual({
      type: 'PIX_PREPAYMENT_SEVEN_DAYS_WHATSAPP',
      active: true,
    });
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Notificação ativada!' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: '7 dias antes do vencimento: WhatsApp' })).toBeChecked(),
    );
    await userEvent.click(screen.getByRole('switch', { name: '7 dias antes do vencimento: E-mail' }));
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Notificação desativada!' }));
    // Card: the on-payment notice and late ones only.
    await userEvent.click(screen.getByRole('tab', { name: 'Cartão de Crédito' }));
    expect(await screen.findByText('Confirmação de pagamento')).toBeInTheDocument();
    expect(screen.queryByText('15 dias antes do vencimento')).not.toBeInTheDocument();
  });

  it('turns everything off: the banner shows and every switch is disabled', async () => {
    const api = noticesApi();
    const toasts = watchToasts();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Desativar todas as notificações' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Notificação desabilitada com sucesso' }),
    );
    expect(api.callsTo('PATCH', '/seller-notifications/basic')[0]!.body).toMatchObject({
      activeAllNotifications: false,
    });
    expect(await screen.findByText(/As notificações estão desabilitadas/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Boleto' }));
    const switches = await screen.findAllByRole('switch');
    expect(switches.length).toBe(12);
    for (const item of switches) expect(item).toBeDisabled();
  });

  it('lists the messages sent, with the sandbox’s WhatsApp text', async () => {
    noticesApi();
    renderPage();
    await userEvent.click(await screen.findByRole('tab', { name: 'Mensagens enviadas' }));
    const table = await screen.findByRole('table', { name: 'Mensagens enviadas' });
    expect(within(table).getByText('Conceição Araújo')).toBeInTheDocument();
    expect(within(table).getByText('Pix: 2 dias antes do vencimento')).toBeInTheDocument();
    expect(within(table).getByText('Enviada')).toBeInTheDocument();
    expect(within(table).getByText(/Lembrete: a cobrança vence/)).toBeInTheDocument();
    expect(screen.getByText(/Ambiente de testes/)).toBeInTheDocument();
  });
});
