import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChargeDetail, Dispute } from '@cofre/contract';
import { chargeApi, heading, renderDetail } from '../test/detailHarness';
import { chargeDetail, json, signInAs, watchToasts } from '../test/fakeApi';

const dispute: Dispute = {
  status: 'OPEN',
  reasonCode: '4855',
  reason: 'Produto ou serviço não recebido',
  amount: 12990,
  openedAt: '2026-11-20T13:00:00.000Z',
  deadline: '2026-11-25',
  resolvedAt: null,
  evidenceSubmittedAt: null,
  evidence: [],
};
const disputed = (extra: Partial<Dispute> = {}): ChargeDetail =>
  chargeDetail({
    status: 'DISPUTE',
    paymentMethod: 'CREDIT_CARD',
    paidDate: '2026-11-10',
    chargebackDeadline: '2026-11-25',
    dispute: { ...dispute, ...extra },
  });
const file = {
  id: '7c1e9a3b-5d2f-4b8e-9a6c-1f3d5b7e9a20',
  fileName: 'nota.pdf',
  contentType: 'application/pdf',
  size: 2048,
  uploadedAt: '2026-11-23T15:00:00.000Z',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe("the answer to a dispute ('Enviar documentos')", () => {
  it('counts the days to the deadline and uploads the chosen files one by one, as their own bodies', async () => {
    await signInAs(['SELLER_CHARGES']);
    const toasts = watchToasts();
    const api = chargeApi(disputed(), {
      'POST /charges/:id/dispute/evidence': () => json(201, file),
    });
    renderDetail();
    await heading();
    const block = await screen.findByRole('region', { name: 'Resposta à contestação' });
    expect(within(block).getByText('Faltam 2 dias para enviar os documentos')).toBeInTheDocument();
    expect(within(block).getByRole('button', { name: 'Enviar documentos' })).toBeDisabled();
    const pdf = new File(['%PDF-1.4'], 'nota.pdf', { type: 'application/pdf' });
    const huge = new File(['x'], 'enorme.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 6 * 1024 * 1024 });
    const input = block.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, [pdf, huge]);
    await waitFor(() => expect(api.callsTo('POST', '/charges/:id/dispute/evidence')).toHaveLength(1));
    const [upload] = api.callsTo('POST', '/charges/:id/dispute/evidence');
    expect(upload?.url.searchParams.get('fileName')).toBe('nota.pdf');
    expect(upload?.headers['Content-Type']).toBe('application/pdf');
    expect(upload?.body).toBe(pdf);
    expect(toasts()).toContainEqual({ color: 'yellow', message: 'enorme.pdf: Cada arquivo pode ter no máximo 5 MB.' });
  });

  it('sends the files after a confirmation and then shows when they went', async () => {
    await signInAs(['SELLER_CHARGES']);
    const sent = disputed({ evidence: [file], evidenceSubmittedAt: '2026-11-23T15:05:00.000Z' });
    const api = chargeApi(disputed({ evidence: [file] }), {
      'POST /charges/:id/dispute/submit': () => json(200, sent),
    });
    renderDetail();
    await heading();
    const block = await screen.findByRole('region', { name: 'Resposta à contestação' });
    expect(within(block).getByRole('button', { name: 'Baixar nota.pdf' })).toBeInTheDocument();
    await userEvent.click(within(block).getByRole('button', { name: 'Enviar documentos' }));
    const confirm = await screen.findByRole('dialog', { name: 'Enviar os documentos à bandeira?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Enviar documentos' }));
    expect(
      await screen.findByText('Documentos enviados em 23/11/2026 12:05. A bandeira está analisando.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/charges/:id/dispute/submit')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remover nota.pdf' })).toBeNull();
  });

  it('offers no upload to a profile without charges.write, and says when the deadline passed', async () => {
    await signInAs(['SELLER_FINANCES', 'SELLER_CHARGES_READ_ONLY']);
    chargeApi(disputed({ deadline: '2026-11-20' }));
    renderDetail();
    await heading();
    const block = await screen.findByRole('region', { name: 'Resposta à contestação' });
    expect(within(block).getByText('O prazo para enviar documentos terminou')).toBeInTheDocument();
    expect(within(block).queryByRole('button', { name: 'Anexar documentos' })).toBeNull();
  });
});
