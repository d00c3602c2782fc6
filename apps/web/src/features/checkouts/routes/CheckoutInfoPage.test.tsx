import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Checkout } from '@cofre/contract';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { at } from '../../../test/at';
import { apiError, fakeApi, json, watchToasts } from '../../../test/fakeApi';
import { sessionResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import CheckoutInfoPage from './CheckoutInfoPage';

const saved: Checkout = {
  id: '7a3e1c5b-9d2f-4b6a-8c1e-000000000001',
  title: 'Loja Demo',
  description: 'Produtos da loja',
  subDomain: 'loja-demo',
  url: 'https://cofre.example/pagar/loja-demo',
};

const availability = (subDomain: string, taken: boolean) =>
  json(200, { subDomain, isValid: taken, available: !taken, reason: taken ? 'TAKEN' : null });

const subdomainOf = (url: URL) => decodeURIComponent(url.pathname.split('/').at(-2) ?? '');

const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

beforeEach(() => sessionStore.set(sessionFromResponse(sessionResponse({ roles: ['SELLER_ADMIN'] }))));
afterEach(() => vi.unstubAllGlobals());

describe('CheckoutInfoPage', () => {
  it("shows the contract's required messages and sends nothing", async () => {
    const api = fakeApi({ 'GET /checkouts/default': () => json(200, { checkout: null }) });
    renderWithApp(<CheckoutInfoPage />);
    await screen.findByLabelText(/^Título/);
    await save();
    expect(await screen.findByText('Título é um campo obrigatório!')).toBeInTheDocument();
    expect(screen.getByText('URL é um campo obrigatório!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/checkouts')).toHaveLength(0);
  });

  it("creates the checkout (POST) when the seller has none: 'Checkout cadastrado com sucesso!'", async () => {
    const created = { ...saved, id: '7a3e1c5b-9d2f-4b6a-8c1e-000000000002', subDomain: 'minha-loja' };
    const api = fakeApi({
      'GET /checkouts/default': () => json(200, { checkout: null }),
      'GET /subdomains/:subDomain/exists': ({ url }) => availability(subdomainOf(url), false),
      'POST /checkouts': () => json(201, { ...created, url: 'https://cofre.example/pagar/minha-loja' }),
    });
    const toasts = watchToasts();
    renderWithApp(<CheckoutInfoPage />);

    expect(await screen.findByRole('button', { name: 'Copiar link' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Título/), 'Minha Loja');
    await userEvent.type(screen.getByLabelText(/^URL/), 'Minha-Loja');
    expect(screen.getByText(/Endereço público: .*\/pagar\/minha-loja$/)).toBeInTheDocument();
    expect(await screen.findByText('URL disponível')).toBeInTheDocument();
    await save();

    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Checkout cadastrado com sucesso!' }),
    );
    expect(at(api.callsTo('POST', '/checkouts'), 0).body).toEqual({
      title: 'Minha Loja',
      description: null,
      subDomain: 'minha-loja',
    });
    expect(api.callsTo('PUT', '/checkouts/:id')).toHaveLength(0);
    expect(await screen.findByRole('link', { name: 'https://cofre.example/pagar/minha-loja' })).toBeInTheDocument();
  });

  it("edits the seller's checkout (PUT): 'Checkout editado com sucesso!'", async () => {
    const api = fakeApi({
      'GET /checkouts/default': () => json(200, { checkout: saved }),
      'PUT /checkouts/:id': ({ body }) => json(200, { ...saved, ...(body as object) }),
    });
    const toasts = watchToasts();
    renderWithApp(<CheckoutInfoPage />);

    const title = await screen.findByLabelText(/^Título/);
    expect(title).toHaveValue('Loja Demo');
    expect(screen.getByLabelText(/^URL/)).toHaveValue('loja-demo');
    expect(screen.getByText('Endereço público: https://cofre.example/pagar/loja-demo')).toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.type(title, 'Loja Demo Nova');
    await save();

    await waitFor(() => expect(toasts()).toContainEqual({ color: 'green', message: 'Checkout editado com sucesso!' }));
    const put = at(api.callsTo('PUT', '/checkouts/:id'), 0);
    expect(put.url.pathname).toBe(`/api/checkouts/${saved.id}`);
    expect(put.body).toEqual({ title: 'Loja Demo Nova', description: 'Produtos da loja', subDomain: 'loja-demo' });
    expect(api.callsTo('POST', '/checkouts')).toHaveLength(0);
    // The seller's own subdomain is not asked about.
    expect(api.callsTo('GET', '/subdomains/:subDomain/exists')).toHaveLength(0);
  });

  it("says 'URL já em uso por outro checkout!' for a taken subdomain and does not save", async () => {
    const api = fakeApi({
      'GET /checkouts/default': () => json(200, { checkout: saved }),
      'GET /subdomains/:subDomain/exists': ({ url }) => availability(subdomainOf(url), subdomainOf(url) === 'ocupada'),
    });
    renderWithApp(<CheckoutInfoPage />);

    const url = await screen.findByLabelText(/^URL/);
    await userEvent.clear(url);
    await userEvent.type(url, 'ocupada');

    expect(await screen.findByText('URL já em uso por outro checkout!')).toBeInTheDocument();
    const asked = api.callsTo('GET', '/subdomains/:subDomain/exists');
    // Debounced: asked for what was typed, not for each keystroke.
    expect(asked.map((call) => subdomainOf(call.url))).toEqual(['ocupada']);
    await save();
    expect(api.callsTo('PUT', '/checkouts/:id')).toHaveLength(0);
    expect(screen.getByText('URL já em uso por outro checkout!')).toBeInTheDocument();
  });

  it('shows the CKO-001 conflict of a race on the field and as a toast', async () => {
    fakeApi({
      'GET /checkouts/default': () => json(200, { checkout: saved }),
      'GET /subdomains/:subDomain/exists': ({ url }) => availability(subdomainOf(url), false),
      'PUT /checkouts/:id': () => apiError(409, 'CKO-001', 'URL já em uso por outro checkout!'),
    });
    const toasts = watchToasts();
    renderWithApp(<CheckoutInfoPage />);
    const url = await screen.findByLabelText(/^URL/);
    await userEvent.clear(url);
    await userEvent.type(url, 'disputada');
    await screen.findByText('URL disponível');
    await save();
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'red', message: 'CKO-001 - URL já em uso por outro checkout!' }),
    );
    expect(
      screen.getByText('URL já em uso por outro checkout!', { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
  });

  it("copies the checkout's link: 'Link copiado para a área de transferência!'", async () => {
    fakeApi({ 'GET /checkouts/default': () => json(200, { checkout: saved }) });
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const toasts = watchToasts();
    renderWithApp(<CheckoutInfoPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Copiar link' }));

    expect(writeText).toHaveBeenCalledWith('https://cofre.example/pagar/loja-demo');
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Link copiado para a área de transferência!' }),
    );
  });
});
