import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import {
  attemptFixture,
  attemptPage,
  deliveryId,
  json,
  watchToasts,
  webhookApi,
  webhookFixture,
  webhookId,
} from '../test/webhookFakeApi';
import { WebhooksSection } from './WebhooksSection';

const LOG = [
  attemptFixture(1),
  attemptFixture(2, {
    eventType: 'charge.overdue',
    succeeded: false,
    responseStatus: 500,
    latencyMs: 87,
    responseBody: 'Internal Server Error',
    deliveryStatus: 'PENDING',
    nextAttemptAt: '2026-11-20T13:05:00.000Z',
  }),
  attemptFixture(3, {
    succeeded: false,
    responseStatus: null,
    latencyMs: null,
    responseBody: '',
    error: 'TIMEOUT',
    deliveryStatus: 'FAILED',
  }),
];

const queued = (n: number) => json(202, { eventId: `evt_${n}`, deliveryId: deliveryId(n) });

async function openDetail() {
  await userEvent.click(await screen.findByRole('button', { name: 'Ações do webhook Webhook 1' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Entregas' }));
  return screen.findByRole('dialog', { name: 'Webhook 1' });
}

describe('WebhookDetailModal', { timeout: 20_000 }, () => {
  it('shows the endpoint and its delivery log, newest first, with result, latency and next try', async () => {
    const api = webhookApi([webhookFixture(1, { domains: ['ORDER'] })], {
      'GET /seller-api-webhooks/:id/attempts': () => json(200, attemptPage(LOG)),
    });
    renderWithApp(<WebhooksSection />, { path: '/integracao' });
    const dialog = await openDetail();
    expect(dialog).toHaveTextContent('https://erp.exemplo.com.br/hooks/1');
    expect(dialog).toHaveTextContent('Cobrança Pontual');
    const table = await within(dialog).findByRole('table', { name: 'Entregas do webhook Webhook 1' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const [, delivered, failed, timedOut] = within(table).getAllByRole('row');
    expect(delivered).toHaveTextContent('charge.paid');
    expect(delivered).toHaveTextContent('20/11/2026 10:00');
    expect(delivered).toHaveTextContent('Entregue');
    expect(delivered).toHaveTextContent('123 ms');
    expect(delivered).toHaveTextContent('{"received":true}');
    expect(failed).toHaveTextContent('HTTP 500');
    expect(failed).toHaveTextContent('87 ms');
    expect(failed).toHaveTextContent('Tentando');
    expect(failed).toHaveTextContent('Próxima tentativa 20/11/2026 10:05');
    expect(timedOut).toHaveTextContent('Sem resposta em 10 s');
    expect(timedOut).toHaveTextContent('Falhou');
    expect(timedOut).not.toHaveTextContent('ms');
    const [read] = api.callsTo('GET', '/seller-api-webhooks/:id/attempts');
    expect(read!.url.pathname).toBe(`/api/seller-api-webhooks/${webhookId(1)}/attempts`);
    expect(Object.fromEntries(read!.url.searchParams)).toEqual({ page: '0', size: '20' });
  });

  it('says when nothing was delivered yet', async () => {
    webhookApi([webhookFixture(1)], {
      'GET /seller-api-webhooks/:id/attempts': () => json(200, attemptPage([])),
    });
    renderWithApp(<WebhooksSection />, { path: '/integracao' });
    const dialog = await openDetail();
    expect(await within(dialog).findByText('Nenhuma entrega ainda')).toBeInTheDocument();
  });

  it('reveals the secret only when asked, copies it, and renews it after the question', async () => {
    const api = webhookApi([webhookFixture(1)], {
      'GET /seller-api-webhooks/:id/attempts': () => json(200, attemptPage([])),
      'GET /seller-api-webhooks/:id/secret': () => json(200, { secret: 'whsec_ATUAL', previousSecretExpiresAt: null }),
      'POST /seller-api-webhooks/:id/secret': () =>
        json(200, { secret: 'whsec_NOVO', previousSecretExpiresAt: '2026-11-21T13:00:00.000Z' }),
    });
    const toasts = watchToasts();
    renderWithApp(<WebhooksSection />, { path: '/integracao' });
    const dialog = await openDetail();
    expect(within(dialog).queryByText('whsec_ATUAL')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/seller-api-webhooks/:id/secret')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mostrar segredo' }));
    expect(await within(dialog).findByText('whsec_ATUAL')).toBeInTheDocument();
    expect(api.callsTo('GET', '/seller-api-webhooks/:id/secret')[0]!.url.pathname).toBe(
      `/api/seller-api-webhooks/${webhookId(1)}/secret`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar segredo' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Segredo copiado para a área de transferência!' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ocultar segredo' }));
    expect(within(dialog).queryByText('whsec_ATUAL')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Renovar segredo' }));
    await screen.findByRole('dialog', { name: 'Renovar segredo' });
    // Escape leaves the question, not the detail under it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Renovar segredo' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Webhook 1' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/seller-api-webhooks/:id/secret')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Renovar segredo' }));
    const question = await screen.findByRole('dialog', { name: 'Renovar segredo' });
    expect(question).toHaveTextContent('24 horas');
    await userEvent.click(within(question).getByRole('button', { name: 'Renovar' }));
    await waitFor(() => expect(api.callsTo('POST', '/seller-api-webhooks/:id/secret')).toHaveLength(1));
    expect(await within(dialog).findByText('whsec_NOVO')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('O segredo anterior continua valendo até 21/11/2026 10:00.');
    expect(toasts()).toContainEqual({
      color: 'green',
      message: 'Segredo renovado. O anterior continua valendo por 24 horas.',
    });
  });

  it('sends a test event and resends a delivery, reading the log again', async () => {
    const api = webhookApi([webhookFixture(1)], {
      'GET /seller-api-webhooks/:id/attempts': () => json(200, attemptPage(LOG)),
      'POST /seller-api-webhooks/:id/test': () => queued(9),
      'POST /seller-api-webhooks/:id/deliveries/:deliveryId/resend': () => queued(2),
    });
    const toasts = watchToasts();
    renderWithApp(<WebhooksSection />, { path: '/integracao' });
    const dialog = await openDetail();
    const table = await within(dialog).findByRole('table', { name: 'Entregas do webhook Webhook 1' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const reads = () => api.callsTo('GET', '/seller-api-webhooks/:id/attempts').length;
    const before = reads();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar evento de teste' }));
    await waitFor(() => expect(api.callsTo('POST', '/seller-api-webhooks/:id/test')).toHaveLength(1));
    expect(api.callsTo('POST', '/seller-api-webhooks/:id/test')[0]!.url.pathname).toBe(
      `/api/seller-api-webhooks/${webhookId(1)}/test`,
    );
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Evento de teste enviado.' }));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));

    const [, , failed] = within(table).getAllByRole('row');
    await userEvent.click(within(failed!).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/seller-api-webhooks/:id/deliveries/:deliveryId/resend')).toHaveLength(1),
    );
    expect(api.callsTo('POST', '/seller-api-webhooks/:id/deliveries/:deliveryId/resend')[0]!.url.pathname).toBe(
      `/api/seller-api-webhooks/${webhookId(1)}/deliveries/${deliveryId(2)}/resend`,
    );
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Evento reenviado.' }));
  });
  it('an inactive endpoint offers neither the test event nor Reenviar, and says why', async () => {
    webhookApi([webhookFixture(1, { active: false })], {
      'GET /seller-api-webhooks/:id/attempts': () => json(200, attemptPage(LOG)),
    });
    renderWithApp(<WebhooksSection />, { path: '/integracao' });
    const dialog = await openDetail();
    const table = await within(dialog).findByRole('table', { name: 'Entregas do webhook Webhook 1' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(dialog).getByRole('button', { name: 'Enviar evento de teste' })).toBeDisabled();
    for (const button of within(table).getAllByRole('button', { name: 'Reenviar' })) expect(button).toBeDisabled();
    expect(dialog).toHaveTextContent('Webhook inativo: ative-o para enviar um evento de teste ou reenviar eventos.');
  });
});
