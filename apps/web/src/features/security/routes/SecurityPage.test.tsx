import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TwoFactorStatus } from '@cofre/contract';
import { sessionFromResponse, sessionStore } from '../../../lib/session';
import { fakeApi, json, watchToasts, type ApiCall } from '../../../test/fakeApi';
import { sessionResponse } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import SecurityPage from './SecurityPage';

const GENERATED = {
  qrCodeUrl: 'data:image/png;base64,iVBORw0KGgo=',
  otpauthUri: 'otpauth://totp/Cofre:ana%40loja.com.br?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Cofre',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
const CODES = Array.from({ length: 10 }, (_, i) => `abc${i + 2}-xyz${i + 2}`);
const invalidCode = () => json(400, { errors: [{ code: 'VAL-002', description: 'Código inválido', title: 'code' }] });

function securityApi(status: TwoFactorStatus, enabled: (call: ApiCall) => Response = () => invalidCode()) {
  return fakeApi({
    'GET /twofactor/status': () => json(200, status),
    'POST /twofactor/generate': () => json(200, GENERATED),
    'POST /twofactor/enabled': enabled,
  });
}

function renderPage() {
  sessionStore.set(sessionFromResponse(sessionResponse({ roles: ['SELLER_ADMIN'] })));
  return renderWithApp(<SecurityPage />, { path: '/seguranca' });
}

const digit = (container: HTMLElement, position: number) =>
  within(container).getByRole('textbox', { name: `Código de verificação, dígito ${position} de 6` });

async function typeCode(container: HTMLElement, code: string) {
  await userEvent.click(digit(container, 1));
  await userEvent.keyboard(code);
}

describe('SecurityPage', { timeout: 30_000 }, () => {
  it('turns two-factor on through the steps, shows the recovery codes once, and the switch follows', async () => {
    let tries = 0;
    const api = securityApi({ enabled: false, recoveryCodesLeft: 0 }, () =>
      ++tries === 1 ? invalidCode() : json(200, { enabled: true, recoveryCodesLeft: 10, recoveryCodes: CODES }),
    );
    const toasts = watchToasts();
    renderPage();
    const toggle = await screen.findByRole('switch', { name: /Duplo fator de autenticação/ });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Ativar autenticação de dois fatores' });
    expect(toggle).toBeChecked();
    expect(dialog).toHaveTextContent('Instale um aplicativo autenticador');
    expect(api.callsTo('POST', '/twofactor/generate')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Próximo' }));
    const qr = await within(dialog).findByRole('img', { name: 'QR code para o aplicativo autenticador' });
    expect(qr).toHaveAttribute('src', GENERATED.qrCodeUrl);
    expect(within(dialog).getByRole('link', { name: 'Abrir no aplicativo autenticador' })).toHaveAttribute(
      'href',
      GENERATED.otpauthUri,
    );
    expect(dialog).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(api.callsTo('POST', '/twofactor/generate')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Próximo' }));
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();
    await typeCode(dialog, '12345');
    expect(send).toBeDisabled();
    await userEvent.keyboard('6');
    expect(send).toBeEnabled();
    await userEvent.click(send);
    expect(await within(dialog).findByText('Código inválido')).toBeInTheDocument();
    expect(api.callsTo('POST', '/twofactor/enabled')[0]!.body).toEqual({ enabled: true, code: '123456' });
    expect(api.callsTo('POST', '/twofactor/enabled')[0]!.url.search).toBe('');

    await userEvent.click(digit(dialog, 6));
    await userEvent.keyboard('{Backspace}7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    const list = await within(dialog).findByRole('list', { name: 'Seus códigos de recuperação' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await waitFor(() =>
      expect(toasts()).toContainEqual({ color: 'green', message: 'Duplo fator de autenticação ativado.' }),
    );
    // No way out but 'Guardei meus códigos'.
    expect(within(dialog).queryByRole('button', { name: /fechar|close/i })).not.toBeInTheDocument();
    const finish = within(dialog).getByRole('button', { name: 'Concluir' });
    expect(finish).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Guardei meus códigos' }));
    await userEvent.click(finish);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: /Duplo fator de autenticação/ })).toBeChecked();
    expect(screen.getByText('Restam 10 códigos de recuperação.')).toBeInTheDocument();
  });

  it('puts the switch back when the dialog is cancelled', async () => {
    const api = securityApi({ enabled: false, recoveryCodesLeft: 0 });
    renderPage();
    const toggle = await screen.findByRole('switch', { name: /Duplo fator de autenticação/ });
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Ativar autenticação de dois fatores' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).not.toBeChecked();
    expect(api.callsTo('POST', '/twofactor/enabled')).toHaveLength(0);
  });

  it('says the spec’s failure when the QR code cannot be generated, and tries again', async () => {
    let calls = 0;
    fakeApi({
      'GET /twofactor/status': () => json(200, { enabled: false, recoveryCodesLeft: 0 }),
      'POST /twofactor/generate': () =>
        ++calls === 1 ? json(500, { errors: [{ code: 'GEN-500', description: 'Erro' }] }) : json(200, GENERATED),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: /Duplo fator de autenticação/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ativar autenticação de dois fatores' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Próximo' }));
    expect(await within(dialog).findByText('Falha ao ativar duplo fator de autenticação.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Próximo' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog).findByRole('img', { name: /QR code/ })).toBeInTheDocument();
  });

  it('turns off after the confirmation with a current code; cancel keeps it on', async () => {
    const api = securityApi({ enabled: true, recoveryCodesLeft: 7 }, (call) =>
      (call.body as { code: string }).code === '000000'
        ? invalidCode()
        : json(200, { enabled: false, recoveryCodesLeft: 0, recoveryCodes: [] }),
    );
    const toasts = watchToasts();
    renderPage();
    const toggle = await screen.findByRole('switch', { name: /Duplo fator de autenticação/ });
    expect(toggle).toBeChecked();
    expect(screen.getByText('Restam 7 códigos de recuperação.')).toBeInTheDocument();

    await userEvent.click(toggle);
    let dialog = await screen.findByRole('dialog', { name: 'Desativar autenticação de dois fatores' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toBeChecked();

    await userEvent.click(toggle);
    dialog = await screen.findByRole('dialog', { name: 'Desativar autenticação de dois fatores' });
    const disable = within(dialog).getByRole('button', { name: 'Desativar' });
    expect(disable).toBeDisabled();
    await typeCode(dialog, '000000');
    await userEvent.click(disable);
    expect(await within(dialog).findByText('Código inválido')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Usar um código de recuperação' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Código de recuperação' }), 'abcd-efgh');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/twofactor/enabled').map((call) => call.body)).toEqual([
      { enabled: false, code: '000000' },
      { enabled: false, code: 'abcd-efgh' },
    ]);
    expect(toasts()).toContainEqual({ color: 'green', message: 'Duplo fator de autenticação desativado.' });
    expect(screen.getByRole('switch', { name: /Duplo fator de autenticação/ })).not.toBeChecked();
  });

  it('offers a retry when the state cannot be loaded', async () => {
    fakeApi({ 'GET /twofactor/status': () => json(500, { errors: [{ code: 'GEN-500', description: 'Erro' }] }) });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
