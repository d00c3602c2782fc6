import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isThreeDSecurePath, type ThreeDSecureChallenge } from '../api';
import { RETURN_DELAY_MS } from './ChallengeForm';
import { checkoutReturn, ThreeDSecurePage } from './ThreeDSecurePage';

const challenge: ThreeDSecureChallenge = {
  challengeId: 'ch_123',
  sellerName: 'Loja da Ana',
  amount: 12990,
  cardLast4: '4242',
  cardBrand: 'Visa',
  status: 'PENDING',
};

type Reply = { status: number; body?: unknown } | 'offline';
const json = (status: number, body: unknown): Reply => ({ status, body });
const apiError = (status: number, code: string, description: string): Reply =>
  json(status, { errors: [{ code, description }] });

/** The server: one reply per method, the last one repeated; every call is kept. */
function fakeServer(replies: { GET?: Reply[]; POST?: Reply[] }) {
  const calls: Array<{ method: string; url: string; headers: Record<string, string>; body: unknown }> = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      url,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body ? JSON.parse(init.body as string) : undefined,
    });
    const queue = replies[method as 'GET' | 'POST'] ?? [];
    const reply = queue.length > 1 ? queue.shift()! : queue[0];
    if (!reply) throw new Error(`unexpected ${method} ${url}`);
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body ?? null), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, of: (method: string) => calls.filter((call) => call.method === method) };
}

function renderPage(search = '?challenge=ch_123', leave = vi.fn()) {
  window.history.replaceState(null, '', `/3ds${search}`);
  render(<ThreeDSecurePage leave={leave} />);
  return { leave };
}

async function typeCode(code: string) {
  await userEvent.click(await screen.findByRole('textbox', { name: 'Código de verificação, dígito 1 de 6' }));
  await userEvent.keyboard(code);
}

const boxes = () => screen.getAllByRole('textbox').map((box) => (box as HTMLInputElement).value);

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('the 3-D Secure page (/3ds, public, in the checkout bundle)', () => {
  it('is the page of /3ds only', () => {
    expect(isThreeDSecurePath('/3ds')).toBe(true);
    expect(isThreeDSecurePath('/3ds/')).toBe(true);
    expect(isThreeDSecurePath('/3dsx')).toBe(false);
    expect(isThreeDSecurePath('/pagar/3ds')).toBe(false);
  });

  it('shows the purchase and the sandbox note, and confirms the code without a session', async () => {
    const server = fakeServer({ GET: [json(200, challenge)], POST: [json(200, { ...challenge, status: 'APPROVED' })] });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Autenticação do pagamento' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando');
    expect(await screen.findByText('Loja da Ana')).toBeInTheDocument();
    expect(screen.getByText('R$ 129,90')).toBeInTheDocument();
    expect(screen.getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(screen.getByText('Ambiente de testes: use o código 123456.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Autenticação do pagamento' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Código de verificação' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    // The first box waits for the code, as the back-office's form did.
    expect(screen.getByRole('textbox', { name: 'Código de verificação, dígito 1 de 6' })).toHaveFocus();
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();

    await typeCode('12345');
    expect(confirm).toBeDisabled();
    await userEvent.keyboard('6');
    expect(boxes()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    expect(await screen.findByText('Pagamento autenticado. Você já pode fechar esta página.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Pagamento autenticado. Você já pode fechar esta página.');
    const [get] = server.of('GET');
    expect(get?.url).toBe('/api/public/3ds/ch_123');
    const [post] = server.of('POST');
    expect(post?.url).toBe('/api/public/3ds/ch_123');
    expect(post?.body).toEqual({ code: '123456' });
    expect(Object.keys(post?.headers ?? {}).map((name) => name.toLowerCase())).not.toContain('authorization');
    expect(screen.queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Voltar ao pagamento' })).not.toBeInTheDocument();
    // The form is gone: focus goes to the page's heading, above the result.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it("says 'Autenticação recusada.' when the answer is FAILED", async () => {
    fakeServer({ GET: [json(200, challenge)], POST: [json(200, { ...challenge, status: 'FAILED' })] });
    renderPage();
    await typeCode('654321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Autenticação recusada.');
    expect(screen.queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument();
  });

  it('shows the returned error and lets the buyer try again, from the first box', async () => {
    const server = fakeServer({
      GET: [json(200, challenge)],
      POST: [
        apiError(400, 'CHG-005', 'Código de verificação incorreto.'),
        json(200, { ...challenge, status: 'APPROVED' }),
      ],
    });
    renderPage();
    await typeCode('111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    // The description only: the reader is the buyer.
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Código de verificação incorreto\.$/);
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Código de verificação, dígito 1 de 6' })).toHaveFocus(),
    );
    await userEvent.keyboard('123456');
    expect(boxes()).toEqual(['1', '2', '3', '4', '5', '6']);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Pagamento autenticado. Você já pode fechar esta página.')).toBeInTheDocument();
    expect(server.of('POST').map((call) => call.body)).toEqual([{ code: '111111' }, { code: '123456' }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the server cannot be reached, after trying the code again', async () => {
    const server = fakeServer({ GET: [json(200, challenge)], POST: ['offline'] });
    renderPage();
    await typeCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    // Sent again after 300 ms and 1 s, as the back-office's API client did.
    expect(
      await screen.findByText(
        'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
        {},
        { timeout: 3_000 },
      ),
    ).toHaveAttribute('role', 'alert');
    expect(server.of('POST')).toHaveLength(3);
  });

  it('takes digits only, a pasted code in one go, and Backspace back to the previous box', async () => {
    fakeServer({ GET: [json(200, challenge)] });
    renderPage();
    await typeCode('1a2');
    expect(boxes()).toEqual(['1', '2', '', '', '', '']);
    await userEvent.keyboard('{Backspace}');
    expect(boxes()).toEqual(['1', '', '', '', '', '']);
    expect(screen.getByRole('textbox', { name: 'Código de verificação, dígito 2 de 6' })).toHaveFocus();
    await userEvent.click(screen.getByRole('textbox', { name: 'Código de verificação, dígito 1 de 6' }));
    await userEvent.paste('12 34 56');
    expect(boxes()).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
  });

  it('shows an already answered challenge as such', async () => {
    fakeServer({ GET: [json(200, { ...challenge, status: 'APPROVED' })] });
    const { leave } = renderPage();
    expect(await screen.findByText('Pagamento autenticado. Você já pode fechar esta página.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('goes back by itself to the checkout the buyer came from, once approved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeServer({ GET: [json(200, { ...challenge, status: 'APPROVED' })] });
    const { leave } = renderPage(`?challenge=ch_123&volta=${encodeURIComponent('/pagar/abc?pagamento=def')}`);
    expect(await screen.findByText('Pagamento autenticado. Voltando ao pagamento…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao pagamento' })).toHaveAttribute(
      'href',
      '/pagar/abc?pagamento=def',
    );
    await act(() => vi.advanceTimersByTimeAsync(RETURN_DELAY_MS - 100));
    expect(leave).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(leave).toHaveBeenCalledWith('/pagar/abc?pagamento=def');
  });

  it('never goes back anywhere but our own checkout', async () => {
    expect(checkoutReturn('/pagar/abc')).toBe('/pagar/abc');
    expect(checkoutReturn('/pagar/loja-demo/abc?pagamento=def')).toBe('/pagar/loja-demo/abc?pagamento=def');
    for (const value of ['https://evil.example/pagar/abc', '//evil.example/pagar/abc', '/pagar/abc/def/ghi', '/login'])
      expect(checkoutReturn(value), value).toBeNull();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeServer({ GET: [json(200, { ...challenge, status: 'APPROVED' })] });
    const { leave } = renderPage(`?challenge=ch_123&volta=${encodeURIComponent('https://evil.example/pagar/abc')}`);
    expect(await screen.findByText('Pagamento autenticado. Você já pode fechar esta página.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Voltar ao pagamento' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(RETURN_DELAY_MS * 2));
    expect(leave).not.toHaveBeenCalled();
  });

  it('offers the way back after a refusal, without leaving by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeServer({ GET: [json(200, { ...challenge, status: 'FAILED' })] });
    const { leave } = renderPage(`?challenge=ch_123&volta=${encodeURIComponent('/pagar/abc')}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Autenticação recusada.');
    expect(screen.getByRole('link', { name: 'Voltar ao pagamento' })).toHaveAttribute('href', '/pagar/abc');
    await act(() => vi.advanceTimersByTimeAsync(RETURN_DELAY_MS * 2));
    expect(leave).not.toHaveBeenCalled();
  });

  it('says an unknown challenge is not available', async () => {
    fakeServer({ GET: [apiError(404, 'GEN-404', 'Registro não encontrado.')] });
    renderPage('?challenge=nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Esta autenticação não existe ou não está mais disponível\.$/,
    );
  });

  it("says why it could not load the challenge, with the error's code, and does not ask again for a 4xx", async () => {
    const server = fakeServer({ GET: [apiError(409, 'CHG-004', 'Este desafio não está mais aberto.')] });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Não foi possível carregar a autenticação\. CHG-004 - Este desafio não está mais aberto\.$/,
    );
    expect(server.of('GET')).toHaveLength(1);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('asks twice more when the server cannot be reached, then says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer({ GET: ['offline'] });
    renderPage();
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar a autenticação. NET-001 - Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    );
    expect(server.of('GET')).toHaveLength(3);
  });

  it('loads the challenge on a second try after a 5xx', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer({ GET: [json(502, 'Bad Gateway'), json(200, challenge)] });
    renderPage();
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(await screen.findByText('Loja da Ana')).toBeInTheDocument();
    expect(server.of('GET')).toHaveLength(2);
  });

  it('says the link is invalid without a challenge, and asks nothing', async () => {
    const server = fakeServer({});
    renderPage('');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Link de autenticação inválido. Abra novamente o link recebido com a cobrança.',
    );
    await waitFor(() => expect(server.calls).toHaveLength(0));
  });
});
