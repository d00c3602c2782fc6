import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { seriousViolationIds } from '../support/axe.js';
import { signIn, signInToShell, openSettingsEntry } from '../support/helpers.js';

const EMAIL = 'dois-fatores@e2e.cofre.dev';

/**
 * A code of the authenticator app one 30 s step ahead: the server takes one step of drift, and a
 * step after the last one used (each step's code is good once), so no waiting for the clock.
 */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function signOut(page: Page) {
  await page.getByRole('navigation', { name: 'Menu principal' }).getByText('Sair').click();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('security: two-factor authentication', () => {
  test('turns two-factor on from the otpauth URI, signs in with a code, then with a recovery code, and turns it off', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInToShell(page, EMAIL);
    await openSettingsEntry(page, 'Segurança', /\/seguranca$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Segurança' })).toBeVisible();
    const toggle = page.getByRole('switch', { name: /Duplo fator de autenticação/ });
    await expect(toggle).not.toBeChecked();
    expect(await seriousViolationIds(page)).toEqual([]);

    // Step 1: install an app. Step 2: the QR code of the otpauth URI (read here instead of scanned).
    await toggle.click({ force: true });
    const dialog = page.getByRole('dialog', { name: 'Ativar autenticação de dois fatores' });
    await expect(dialog.getByText(/Instale um aplicativo autenticador/)).toBeVisible();
    expect(await seriousViolationIds(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Próximo' }).click();
    await expect(dialog.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
    const uri = await dialog.getByRole('link', { name: 'Abrir no aplicativo autenticador' }).getAttribute('href');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Cofre:dois-fatores%40e2e\.cofre\.dev\?/);
    const parsed = new URL(uri!);
    expect(parsed.searchParams.get('issuer')).toBe('Cofre');
    const secret = parsed.searchParams.get('secret')!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(dialog).toContainText(secret.replace(/(.{4})(?=.)/g, '$1 '));
    expect(await seriousViolationIds(page)).toEqual([]);

    // Step 3: the 6-digit code; a wrong one says 'Código inválido'.
    await dialog.getByRole('button', { name: 'Próximo' }).click();
    const send = dialog.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Código de verificação, dígito 1' }).click();
    const right = await generate({ secret });
    await page.keyboard.type(right === '000000' ? '111111' : '000000');
    await send.click();
    await expect(dialog.getByText('Código inválido')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Código de verificação, dígito 1' }).click();
    await page.keyboard.type(await generate({ secret }));
    await dialog.getByRole('button', { name: 'Enviar' }).click();

    // Step 4: the recovery codes, once; closing waits for 'Guardei meus códigos'.
    await expect(page.getByText('Duplo fator de autenticação ativado.')).toBeVisible();
    const list = dialog.getByRole('list', { name: 'Seus códigos de recuperação' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const codes = await list.getByRole('listitem').allTextContents();
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(await seriousViolationIds(page)).toEqual([]);
    await expect(dialog.getByRole('button', { name: 'Concluir' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Guardei meus códigos' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Concluir' }).click();
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeChecked();
    await expect(page.getByText('Restam 10 códigos de recuperação.')).toBeVisible();

    // Signing in now asks for the app's code.
    await signOut(page);
    await signIn(page, EMAIL);
    await page.getByLabel('Código de verificação').fill(await nextCode(secret));
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { name: 'Olá, Bem-vindo!' })).toBeVisible();

    // ...or, having lost the phone, a recovery code, once.
    await signOut(page);
    await signIn(page, EMAIL);
    await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
    await page.getByRole('textbox', { name: 'Código de recuperação' }).fill(codes[0]!);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { name: 'Olá, Bem-vindo!' })).toBeVisible();

    await signOut(page);
    await signIn(page, EMAIL);
    await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
    await page.getByRole('textbox', { name: 'Código de recuperação' }).fill(codes[0]!);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('AUTH-003 - Código de verificação inválido ou expirado.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Código de recuperação' }).fill(codes[1]!);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { name: 'Olá, Bem-vindo!' })).toBeVisible();

    // Turning off asks for a code (here a recovery code); the account signs in with the password alone again.
    await page.goto('/seguranca');
    await expect(page.getByText('Restam 8 códigos de recuperação.')).toBeVisible();
    await page.getByRole('switch', { name: /Duplo fator de autenticação/ }).click({ force: true });
    const off = page.getByRole('dialog', { name: 'Desativar autenticação de dois fatores' });
    await expect(off.getByRole('button', { name: 'Desativar' })).toBeDisabled();
    expect(await seriousViolationIds(page)).toEqual([]);
    await off.getByRole('button', { name: 'Usar um código de recuperação' }).click();
    await off.getByRole('textbox', { name: 'Código de recuperação' }).fill(codes[2]!);
    await off.getByRole('button', { name: 'Desativar' }).click();
    await expect(page.getByText('Duplo fator de autenticação desativado.')).toBeVisible();
    await expect(page.getByRole('switch', { name: /Duplo fator de autenticação/ })).not.toBeChecked();
    await signOut(page);
    await signInToShell(page, EMAIL);
  });
});
