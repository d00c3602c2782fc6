import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { ChargeDetail } from '@cofre/contract';
import { renderWithApp } from '../../../test/render';
import ChargeDetailPage from '../routes/ChargeDetailPage';
import { CHARGE_ID, chargeDetail, fakeApi, json } from './fakeApi';
import { LocationProbe } from '../../../test/LocationProbe';

/** The detail page at its two paths, with the list path to land on after a delete. */
export function renderDetail(path = `/cobrancas/${CHARGE_ID}`) {
  return renderWithApp(
    <>
      <Routes>
        <Route path="/cobrancas/:id" element={<ChargeDetailPage />} />
        <Route path="/cobrancas-agendadas/:id" element={<ChargeDetailPage />} />
        <Route path="/cobrancas" element={<p>Lista de cobranças</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { path },
  );
}

export const noLines = () => json(200, { content: [] });

/** The charge and its blocks, answered empty unless `extra` says otherwise. */
export function chargeApi(charge: ChargeDetail = chargeDetail(), extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /charges/:id': () => json(200, charge),
    'GET /charges/:id/receivables': noLines,
    'GET /charges/:id/split': noLines,
    'GET /charges/:id/invoices': noLines,
    'GET /redeems/statement/charge/:id': noLines,
    'GET /charges/:id/history': noLines,
    ...extra,
  });
}

/** The customer's name, once the charge is on screen. */
export const heading = () => screen.findByRole('heading', { level: 1, name: 'Ana Souza' });

/** Cell texts with the non-breaking space of BRL amounts as a plain one. */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\u00a0/g, ' '));

/** Text with the non-breaking space of BRL amounts as a plain one. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
