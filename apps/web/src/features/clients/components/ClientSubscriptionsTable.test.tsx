import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ClientSubscriptionRow } from '@cofre/contract';
import { renderWithApp } from '../../../test/render';
import { LocationProbe } from '../../../test/LocationProbe';
import { at } from '../../../test/at';
import { CLIENT_ID, fakeApi, json, pageOf, signInAs } from '../test/fakeApi';
import { ClientSubscriptionsTable } from './ClientSubscriptionsTable';

const subscriptionId = (n: number) => `9e8d7c6b-5a49-4382-9170-${String(n).padStart(12, '0')}`;
const rows: ClientSubscriptionRow[] = [
  { uuid: subscriptionId(1), planName: 'Plano Ouro', value: 4_990, status: 'ACTIVE', nextChargeDate: '2026-12-05' },
  { uuid: subscriptionId(2), planName: 'Plano Prata', value: 26_940, status: 'DEFAULTER', nextChargeDate: null },
  { uuid: subscriptionId(3), planName: 'Plano Bronze', value: 990, status: 'SUSPENDED', nextChargeDate: null },
];

function Tab() {
  const [page, setPage] = useState(1);
  return <ClientSubscriptionsTable clientId={CLIENT_ID} page={page} onPageChange={setPage} />;
}

function renderTab() {
  return renderWithApp(
    <>
      <Tab />
      <LocationProbe />
    </>,
    { path: `/clientes/${CLIENT_ID}?aba=assinaturas` },
  );
}

describe('ClientSubscriptionsTable (Assinaturas tab)', () => {
  it("shows plan, value, next charge and the contract's status label; a row opens the subscription", async () => {
    signInAs(['SELLER_ADMIN']);
    const api = fakeApi({ 'GET /seller-clients/:id/subscriptions': () => json(200, pageOf(rows, 0, 1, 10)) });
    renderTab();
    const table = await screen.findByRole('table', { name: 'Assinaturas' });
    await within(table).findByText('Plano Ouro');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      'PlanoValorPróxima cobrançaStatus',
      'Plano OuroR$ 49,9005/12/2026Ativo',
      'Plano PrataR$ 269,40—Inadimplente',
      // A status the contract does not know is shown as it arrives.
      'Plano BronzeR$ 9,90—SUSPENDED',
    ]);
    expect(Object.fromEntries(at(api.callsTo('GET', '/seller-clients/:id/subscriptions'), 0).url.searchParams)).toEqual(
      { page: '0', size: '10' },
    );
    expect(within(table).getByRole('link', { name: 'Plano Prata' })).toHaveAttribute(
      'href',
      `/recorrencias/${subscriptionId(2)}`,
    );
    await userEvent.click(within(table).getByText('Inadimplente'));
    expect(screen.getByTestId('location').textContent).toBe(`/recorrencias/${subscriptionId(2)}`);
  });

  it('says the client has no subscriptions', async () => {
    signInAs(['SELLER_ADMIN']);
    fakeApi({ 'GET /seller-clients/:id/subscriptions': () => json(200, pageOf([], 0, 0, 10)) });
    renderTab();
    expect(await screen.findByText('Este cliente não possui assinaturas.')).toBeInTheDocument();
  });

  it('lists rows that are not links for a grant without subscriptions.manage', async () => {
    // The tab's capability and subscriptions.manage have the same roles today; the table itself asks
    // subscriptions.manage, so a grant without it (here one without the tab's either) gets no links.
    signInAs(['SELLER_CLIENTS']);
    fakeApi({ 'GET /seller-clients/:id/subscriptions': () => json(200, pageOf(rows.slice(0, 1), 0, 1, 10)) });
    renderTab();
    const table = await screen.findByRole('table', { name: 'Assinaturas' });
    await within(table).findByText('Plano Ouro');
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(within(table).getByText('Ativo'));
    expect(screen.getByTestId('location').textContent).toBe(`/clientes/${CLIENT_ID}?aba=assinaturas`);
  });
});
