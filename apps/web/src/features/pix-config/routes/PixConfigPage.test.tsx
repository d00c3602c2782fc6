import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatBRL, type PixLimitsView } from '@cofre/contract';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { apiError, fakeApi, json, NOT_IN_TOASTS, watchToasts } from '../../../test/fakeApi';
import { sessionResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import PixConfigPage from './PixConfigPage';

const DAY = 'Período diurno (06:00 às 19:59)';
const NIGHT = 'Período noturno (20:00 às 05:59)';
const PENDING_NOTE = 'A edição fica disponível quando a alteração em processamento for concluída ou cancelada.';

const view = (day: number, night: number, scheduled: { amount: number; at: string } | null = null): PixLimitsView => ({
  configured: true,
  limits: [
    { period: 'DAY', amount: day, scheduledAmount: null, scheduledFor: null },
    {
      period: 'NIGHT',
      amount: night,
      scheduledAmount: scheduled?.amount ?? null,
      scheduledFor: scheduled?.at ?? null,
    },
  ],
});
const DEFAULTS = view(1_000_000, 100_000);
// 24 November 2026, 15:00 in São Paulo (UTC−3).
const SCHEDULED = view(500_000, 100_000, { amount: 200_000, at: '2026-11-24T18:00:00.000Z' });

function renderPage() {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles: ['SELLER_ADMIN'] })));
  return renderWithApp(<PixConfigPage />, { path: '/pix-config' });
}

/** An amount as a text query reads it (the NBSP after 'R$' is normalised to a space). */
const brl = (cents: number) => formatBRL(cents).replace(/\s/g, ' ');

const card = (name: string) => screen.getByRole('region', { name });

/** Replaces a money input's amount: cleared, then the digits typed from the right ('500000' → R$ 5.000,00). */
async function typeAmount(label: string, digits: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  if (digits) await userEvent.type(input, digits);
}

describe('PixConfigPage', { timeout: 20_000 }, () => {
  it('says Conta não configurada. with the note and the way to Ativar Conta PJ when the account is not active', async () => {
    fakeApi({ 'GET /banking/pix-limits': () => json(200, { configured: false, limits: [] }) });
    renderPage();
    expect(await screen.findByText('Conta não configurada.')).toBeInTheDocument();
    expect(screen.getByText('Ative a sua conta PJ para ajustar os limites de transferência Pix.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ativar Conta PJ' })).toHaveAttribute('href', '/ativar-pj');
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it('edits both limits, confirms which applies now and which in 24 h, and shows the spec’s toast', async () => {
    const api = fakeApi({
      'GET /banking/pix-limits': () => json(200, DEFAULTS),
      'PATCH /banking/pix-limits': () => json(200, SCHEDULED),
    });
    const toasts = watchToasts();
    renderPage();
    expect(await screen.findByText(brl(1_000_000))).toBeInTheDocument();
    expect(card(DAY)).toHaveTextContent(brl(1_000_000));
    expect(card(NIGHT)).toHaveTextContent(brl(100_000));

    await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
    await typeAmount(DAY, '500000');
    await typeAmount(NIGHT, '200000');
    expect(screen.getByRole('textbox', { name: NIGHT })).toHaveValue(formatBRL(200_000));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Alterar limites Pix' });
    const [day, night] = within(dialog).getAllByRole('listitem');
    expect(day).toHaveTextContent(DAY);
    expect(day).toHaveTextContent(`${brl(1_000_000)} → ${brl(500_000)}`);
    expect(day).toHaveTextContent('Vale na hora');
    expect(night).toHaveTextContent(`${brl(100_000)} → ${brl(200_000)}`);
    expect(night).toHaveTextContent('Vale em 24 horas');
    expect(dialog).toHaveTextContent('Aumentos de limite entram em vigor 24 horas depois de confirmados');
    expect(api.callsTo('PATCH', '/banking/pix-limits')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/banking/pix-limits')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/banking/pix-limits')[0]!.body).toEqual({ day: 500_000, night: 200_000 });
    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Limites alterado com sucesso.' }));

    // Read mode again: the decrease in force, the increase waiting, editing off.
    expect(await screen.findByRole('region', { name: DAY })).toHaveTextContent(brl(500_000));
    expect(card(NIGHT)).toHaveTextContent('Alteração em processamento');
    expect(card(NIGHT)).toHaveTextContent(`${brl(200_000)} a partir de 24/11/2026 às 15:00`);
    expect(screen.getByRole('button', { name: 'Editar' })).toBeDisabled();
  });

  it('keeps editing off while an increase waits, says why, and cancels the increase after asking', async () => {
    const api = fakeApi({
      'GET /banking/pix-limits': () => json(200, SCHEDULED),
      'DELETE /banking/pix-limits/scheduled': () => json(200, view(500_000, 100_000)),
    });
    const toasts = watchToasts();
    renderPage();
    const edit = await screen.findByRole('button', { name: 'Editar' });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription(PENDING_NOTE);
    expect(card(NIGHT)).toHaveTextContent('Alteração em processamento');
    expect(card(DAY)).not.toHaveTextContent('Alteração em processamento');

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar alteração' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar a alteração em processamento?' });
    expect(dialog).toHaveTextContent(`${NIGHT}: ${brl(200_000)}`);
    expect(api.callsTo('DELETE', '/banking/pix-limits/scheduled')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar alteração' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/banking/pix-limits/scheduled')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Editar' })).toBeEnabled());
    expect(card(NIGHT)).not.toHaveTextContent('Alteração em processamento');
    expect(screen.queryByText(PENDING_NOTE)).not.toBeInTheDocument();
    expect(toasts()).toContainEqual({ color: 'green', message: 'Alteração cancelada.' });
  });

  it('keeps Salvar off while either amount is empty, with the contract’s messages', async () => {
    const api = fakeApi({ 'GET /banking/pix-limits': () => json(200, DEFAULTS) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    const save = screen.getByRole('button', { name: 'Salvar' });
    expect(save).toBeEnabled();

    await typeAmount(NIGHT, '');
    expect(save).toBeDisabled();
    expect(await screen.findByText('Preenchimento obrigatório!', { ignore: NOT_IN_TOASTS })).toBeInTheDocument();
    await typeAmount(NIGHT, '50000');
    expect(save).toBeEnabled();
    await typeAmount(DAY, '');
    expect(save).toBeDisabled();

    // Above the most a limit may be: the contract's message, and nothing sent.
    await typeAmount(DAY, '100000001');
    expect(await screen.findByText('O limite máximo é R$ 1.000.000,00.')).toBeInTheDocument();
    await userEvent.click(save);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('PATCH', '/banking/pix-limits')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(card(DAY)).toHaveTextContent(brl(1_000_000));
  });

  it('shows a 409 as code - description and keeps what was typed', async () => {
    const api = fakeApi({
      'GET /banking/pix-limits': () => json(200, DEFAULTS),
      'PATCH /banking/pix-limits': () =>
        apiError(
          409,
          'BNK-006',
          'Há uma alteração de limite em processamento. Aguarde a sua conclusão para alterar de novo.',
        ),
    });
    const toasts = watchToasts();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    await typeAmount(NIGHT, '300000');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar limites Pix' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        color: 'red',
        message: 'BNK-006 - Há uma alteração de limite em processamento. Aguarde a sua conclusão para alterar de novo.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: NIGHT })).toHaveValue(formatBRL(300_000));
    expect(screen.getByRole('textbox', { name: DAY })).toHaveValue(formatBRL(1_000_000));
    // The screen asks again: the server knows of a change this page did not.
    await waitFor(() => expect(api.callsTo('GET', '/banking/pix-limits')).toHaveLength(2));
  });

  it('puts a refused amount under its field', async () => {
    fakeApi({
      'GET /banking/pix-limits': () => json(200, DEFAULTS),
      'PATCH /banking/pix-limits': () =>
        json(400, { errors: [{ code: 'GEN-400', description: 'Valor inválido.', title: 'night' }] }),
    });
    const toasts = watchToasts();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
    await typeAmount(NIGHT, '300000');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar limites Pix' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: NIGHT })).toHaveAccessibleDescription(/Valor inválido\./),
    );
    expect(toasts().filter((toast) => toast.color === 'red')).toEqual([]);
  });

  it('says the limits could not be loaded and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /banking/pix-limits': () => (fail ? apiError(500, 'GEN-500', 'Erro interno.') : json(200, DEFAULTS)),
    });
    const toasts = watchToasts();
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(
      screen.getByText('Não foi possível carregar os limites Pix.', { ignore: NOT_IN_TOASTS }),
    ).toBeInTheDocument();
    expect(toasts()).toContainEqual({ color: 'red', message: 'Não foi possível carregar os limites Pix.' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('region', { name: DAY })).toHaveTextContent(brl(1_000_000));
  });
});
