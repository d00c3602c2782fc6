import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeDetail, DisputeEvidence, SessionResponse } from '@cofre/contract';
import { ManualClock } from '../src/lib/clock.js';
import { decideSubmittedDisputes, sniffEvidenceType } from '../src/modules/disputes/evidence.js';
import { startTestApp, type TestApp } from './support/app.js';
import { CARDS, caller, card, chargeInput, expectBooksBalanced } from './support/charges.js';

// Monday 23 November 2026, 12:00 in São Paulo.
const clock = new ManualClock(new Date('2026-11-23T15:00:00Z'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: SessionResponse;
let finance: SessionResponse;
let outsider: SessionResponse;

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2_000, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 2)]);

async function disputedCharge(): Promise<ChargeDetail> {
  const input = chargeInput({
    value: 20_000,
    paymentMethod: 'CREDIT_CARD',
    expirationDate: '2026-11-23',
    card: card(CARDS.approved),
  });
  const charge: ChargeDetail = (await call(admin, 'POST', '/api/charges', input)).json();
  const opened = await call(admin, 'POST', `/api/sandbox/charges/${charge.uuid}/disputes`, { reasonCode: '4855' });
  expect(opened.statusCode).toBe(200);
  return opened.json();
}

function upload(
  session: SessionResponse | null,
  chargeId: string,
  content: Buffer,
  type = 'application/pdf',
  fileName = 'comprovante de entrega.pdf',
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/charges/${chargeId}/dispute/evidence?fileName=${encodeURIComponent(fileName)}`,
    payload: content,
    headers: { 'content-type': type, ...(session ? t.bearer(session) : {}) },
  });
}

beforeAll(async () => {
  t = await startTestApp({ clock });
  call = caller(t);
  admin = await t.signIn('admin@demo.cofre.dev');
  finance = await t.signIn('financeiro@demo.cofre.dev');
  outsider = await t.signInOutsider();
});
afterAll(() => t.close());

describe('dispute evidence', () => {
  it('knows a file by its first bytes, not by its name or header', () => {
    expect(sniffEvidenceType(PDF)).toBe('application/pdf');
    expect(sniffEvidenceType(PNG)).toBe('image/png');
    expect(sniffEvidenceType(JPG)).toBe('image/jpeg');
    expect(sniffEvidenceType(Buffer.from('GIF89a'))).toBeNull();
  });

  it('keeps uploaded files with the dispute, lets one be removed and downloaded, then sends them', async () => {
    const charge = await disputedCharge();
    const first = await upload(admin, charge.uuid, PDF);
    expect(first.statusCode).toBe(201);
    const pdf: DisputeEvidence = first.json();
    expect(pdf).toMatchObject({
      fileName: 'comprovante de entrega.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    // A PNG sent as 'image/jpeg' is stored as what it is.
    const png: DisputeEvidence = (await upload(admin, charge.uuid, PNG, 'image/jpeg', '../../conversa.png')).json();
    expect(png).toMatchObject({ contentType: 'image/png', fileName: 'conversa.png' });
    const download = await call(admin, 'GET', `/api/charges/${charge.uuid}/dispute/evidence/${pdf.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''comprovante%20de%20entrega.pdf");
    expect((await call(admin, 'DELETE', `/api/charges/${charge.uuid}/dispute/evidence/${png.id}`)).statusCode).toBe(
      204,
    );
    const detail: ChargeDetail = (await call(admin, 'GET', `/api/charges/${charge.uuid}`)).json();
    expect(detail.dispute?.evidence.map((file) => file.id)).toEqual([pdf.id]);
    expect(detail.dispute?.evidenceSubmittedAt).toBeNull();

    const submitted = await call(admin, 'POST', `/api/charges/${charge.uuid}/dispute/submit`);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().dispute.evidenceSubmittedAt).not.toBeNull();
    // Sent evidence is fixed.
    expect((await upload(admin, charge.uuid, JPG, 'image/jpeg', 'mais.jpg')).json().errors[0].code).toBe('DSP-003');
    expect(
      (await call(admin, 'DELETE', `/api/charges/${charge.uuid}/dispute/evidence/${pdf.id}`)).json().errors[0].code,
    ).toBe('DSP-003');
    expect((await call(admin, 'POST', `/api/charges/${charge.uuid}/dispute/submit`)).json().errors[0].code).toBe(
      'DSP-003',
    );
  });

  it('the sandbox network rules for the seller on a PDF and for the cardholder on pictures only', async () => {
    const withPdf = await disputedCharge();
    const picturesOnly = await disputedCharge();
    const unanswered = await disputedCharge();
    await upload(admin, withPdf.uuid, PDF);
    await upload(admin, picturesOnly.uuid, JPG, 'image/jpeg', 'foto.jpg');
    await call(admin, 'POST', `/api/charges/${withPdf.uuid}/dispute/submit`);
    await call(admin, 'POST', `/api/charges/${picturesOnly.uuid}/dispute/submit`);
    // The earlier test's sent dispute is decided in the same run.
    expect(await decideSubmittedDisputes(t.ctx)).toBe(3);
    const statusOf = async (id: string) => (await call(admin, 'GET', `/api/charges/${id}`)).json() as ChargeDetail;
    expect((await statusOf(withPdf.uuid)).dispute?.status).toBe('WON');
    expect((await statusOf(withPdf.uuid)).status).toBe('PAID');
    expect((await statusOf(picturesOnly.uuid)).status).toBe('CHARGEBACK');
    expect((await statusOf(unanswered.uuid)).dispute?.status).toBe('OPEN');
    // Decided once: a second run finds nothing to decide.
    expect(await decideSubmittedDisputes(t.ctx)).toBe(0);
    expect(await expectBooksBalanced(t)).toEqual([]);
  });

  it('refuses other types, empty and large files, an eleventh file, nothing to send and a passed deadline', async () => {
    const charge = await disputedCharge();
    const codeOf = async (response: Awaited<ReturnType<typeof upload>>) => response.json().errors[0].code;
    expect(await codeOf(await upload(admin, charge.uuid, Buffer.from('GIF89a....'), 'image/png'))).toBe('DSP-005');
    expect((await upload(admin, charge.uuid, PDF, 'image/gif')).statusCode).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(admin, charge.uuid, big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors[0]).toEqual({ code: 'DSP-004', description: 'Cada arquivo pode ter no máximo 5 MB.' });
    expect((await upload(admin, charge.uuid, Buffer.concat([big, Buffer.alloc(2 * 1024 * 1024)]))).statusCode).toBe(
      413,
    );
    expect((await call(admin, 'POST', `/api/charges/${charge.uuid}/dispute/submit`)).json().errors[0].code).toBe(
      'DSP-008',
    );
    const noName = await t.app.inject({
      method: 'POST',
      url: `/api/charges/${charge.uuid}/dispute/evidence`,
      payload: PDF,
      headers: { 'content-type': 'application/pdf', ...t.bearer(admin) },
    });
    expect(noName.statusCode).toBe(400);
    for (let n = 0; n < 10; n++) expect((await upload(admin, charge.uuid, PDF)).statusCode).toBe(201);
    expect(await codeOf(await upload(admin, charge.uuid, PDF))).toBe('DSP-006');
    clock.set(new Date('2026-11-29T15:00:00Z'));
    try {
      const later = await t.signIn('admin@demo.cofre.dev');
      expect((await call(later, 'POST', `/api/charges/${charge.uuid}/dispute/submit`)).json().errors[0].code).toBe(
        'DSP-007',
      );
    } finally {
      clock.set(new Date('2026-11-23T15:00:00Z'));
    }
  });

  it('answers 409 without a dispute, 404 for another seller and 403 without charges.write', async () => {
    const charge: ChargeDetail = (await call(admin, 'POST', '/api/charges', chargeInput())).json();
    expect((await upload(admin, charge.uuid, PDF)).json().errors[0].code).toBe('DSP-002');
    const disputed = await disputedCharge();
    expect((await upload(outsider, disputed.uuid, PDF)).statusCode).toBe(404);
    expect((await upload(finance, disputed.uuid, PDF)).statusCode).toBe(403);
    expect((await upload(null, disputed.uuid, PDF)).statusCode).toBe(401);
    const mine: DisputeEvidence = (await upload(admin, disputed.uuid, PDF)).json();
    expect((await call(outsider, 'GET', `/api/charges/${disputed.uuid}/dispute/evidence/${mine.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(outsider, 'DELETE', `/api/charges/${disputed.uuid}/dispute/evidence/${mine.id}`)).statusCode,
    ).toBe(404);
  });
});
