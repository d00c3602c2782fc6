import { describe, expect, it } from 'vitest';
import { formatBRL, rolesOfProfile, type Grant, type Notification, type NotificationType } from '@cofre/contract';
import { timeAgo } from '../../../lib/format';
import { notificationContent } from './notificationContent';

function notification(type: NotificationType, variables: Record<string, string>): Notification {
  return {
    id: 'n1',
    notificationPanelType: type,
    variablesResponse: Object.entries(variables).map(([name, value]) => ({ name, value })),
    timeDiff: 300,
    notifiedAt: '2025-01-01T12:00:00Z',
    read: false,
  };
}

const grantOf = (profile: Parameters<typeof rolesOfProfile>[0]): Grant => ({
  roles: rolesOfProfile(profile),
  features: [],
});
const ADMIN = grantOf('ADMIN');
const contentFor = (item: Notification) => notificationContent(item, ADMIN);

describe('notificationContent', () => {
  it('describes a payment, amount in centavos', () => {
    const content = contentFor(
      notification('NOTIFICATION_PAYMENT_MADE', { buyer: 'João', amount: '123456', uuid: 'c-1' }),
    );
    expect(content.text).toBe('João pagou uma cobrança de R$\u00a01.234,56');
    expect(content.chargePath).toBe('/cobrancas/c-1');
  });

  it('tells of an invoice the city never answered, with its charge', () => {
    const content = contentFor(
      notification('NOTIFICATION_INVOICE_FAILED', { buyer: 'Rita', amount: '10014', uuid: 'c-9' }),
    );
    expect(content.title).toBe('Nota fiscal não enviada');
    expect(content.text).toBe(
      'A prefeitura não respondeu ao envio da nota fiscal da cobrança de R$\u00a0100,14 de Rita. Abra a cobrança e use "Emitir Novamente".',
    );
    expect(content.chargePath).toBe('/cobrancas/c-9');
  });

  it('titles a recovered default', () => {
    const content = contentFor(
      notification('NOTIFICATION_RECOVERED_DEFAULTS', { buyer: 'Maria', amount: '5000', uuid: 'c-2' }),
    );
    expect(content.title).toBe('Inadimplência reduzida');
    expect(content.text).toBe('Maria pagou uma cobrança em atraso de R$\u00a050,00');
  });

  it('describes a late charge with its WhatsApp link only when there is a phone', () => {
    const late = contentFor(
      notification('NOTIFICATION_PAYMENT_LATE', {
        buyer: 'Ana',
        amount: '9990',
        date: '2025-03-10',
        uuid: 'c-3',
        whatsApp: '11987654321',
      }),
    );
    expect(late.text).toBe('A cobrança de R$\u00a099,90 de Ana venceu em 10/03/2025 e não identificamos o pagamento.');
    expect(late.whatsAppHref).toBe('https://wa.me/5511987654321');
    const noPhone = contentFor(
      notification('NOTIFICATION_PAYMENT_LATE', { buyer: 'Ana', amount: '9990', date: '2025-03-10', uuid: 'c-3' }),
    );
    expect(noPhone.whatsAppHref).toBeUndefined();
  });

  it('offers the report on our API as an authenticated download, anything else as a link', () => {
    const path = '/api/charge-exports/9b1f0c2e-0000-4000-8000-000000000001/file';
    expect(contentFor(notification('NOTIFICATION_REPORT_READY', { url: path }))).toEqual({
      text: 'Relatório de cobranças está pronto.',
      downloadPath: path,
    });
    expect(contentFor(notification('NOTIFICATION_REPORT_READY', { url: 'https://x/r.csv' }))).toEqual({
      text: 'Relatório de cobranças está pronto.',
      downloadUrl: 'https://x/r.csv',
    });
  });

  it('names the report, its period and its rows (issue 14, defect 9)', () => {
    // Fails before the fix: every report read 'Seu relatório está pronto'.
    const variables = {
      url: '/api/charge-exports/9b1f0c2e-0000-4000-8000-000000000001/file',
      rows: '1234',
      name: 'cobrancas.csv',
      report: 'CHARGES',
      dateFrom: '2026-06-01',
      dateTo: '2026-09-30',
    };
    expect(contentFor(notification('NOTIFICATION_REPORT_READY', variables)).text).toBe(
      'Relatório de cobranças com vencimento de 01/06/2026 a 30/09/2026 está pronto: 1.234 linhas.',
    );
    expect(contentFor(notification('NOTIFICATION_REPORT_READY', { ...variables, rows: '1' })).text).toMatch(
      /: 1 linha\.$/,
    );
    expect(contentFor(notification('NOTIFICATION_REPORT_FAILED', variables))).toEqual({
      title: 'Falha ao gerar o relatório',
      text: 'Não foi possível gerar o relatório de cobranças com vencimento de 01/06/2026 a 30/09/2026. Tente solicitá-lo novamente.',
    });
  });

  it('names each report of Relatórios with its period, saves it under its name, for who has reports.view', () => {
    const variables = {
      url: '/api/reports/4d1f7a2e-8b3c-4f5d-9e6a-1b2c3d4e5f60/file',
      rows: '12',
      name: 'vendas-2026-11-01-a-2026-11-23.csv',
      report: 'SALES',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-23',
    };
    const ready = notification('NOTIFICATION_REPORT_READY', variables);
    expect(contentFor(ready)).toEqual({
      text: 'Relatório de vendas de 01/11/2026 a 23/11/2026 está pronto: 12 linhas.',
      downloadPath: variables.url,
      downloadName: 'vendas-2026-11-01-a-2026-11-23.csv',
    });
    expect(contentFor(notification('NOTIFICATION_REPORT_READY', { ...variables, report: 'CHARGEBACK' })).text).toBe(
      'Relatório de chargebacks de 01/11/2026 a 23/11/2026 está pronto: 12 linhas.',
    );
    expect(contentFor(notification('NOTIFICATION_REPORT_FAILED', { ...variables, report: 'STATEMENT' })).text).toBe(
      'Não foi possível gerar o relatório de extrato de 01/11/2026 a 23/11/2026. Tente solicitá-lo novamente.',
    );
    // FINANCE may read reports (not charges); SALE may read charges (not reports).
    expect(notificationContent(ready, grantOf('FINANCE')).downloadPath).toBe(variables.url);
    expect(notificationContent(ready, grantOf('SALE')).downloadPath).toBeUndefined();
  });

  it('links only to what the profile may open: FINANCE gets texts, not links to a forbidden page (issue 14, defect 2)', () => {
    // Fails before the fix: every charge notification linked to /cobrancas/{id}, which FINANCE may
    // not open ('Você não tem permissão…').
    const finance = grantOf('FINANCE');
    for (const type of [
      'NOTIFICATION_PAYMENT_MADE',
      'NOTIFICATION_RECOVERED_DEFAULTS',
      'NOTIFICATION_PAYMENT_LATE',
      'NOTIFICATION_DISPUTE_OPENED',
      'NOTIFICATION_CHARGEBACK',
    ] as const) {
      const item = notification(type, { buyer: 'Ana', amount: '12990', date: '2026-04-14', uuid: 'c-9' });
      expect(notificationContent(item, finance).chargePath).toBeUndefined();
      expect(notificationContent(item, finance).text).toBe(contentFor(item).text);
      expect(contentFor(item).chargePath).toBe('/cobrancas/c-9');
      expect(notificationContent(item, grantOf('SALE')).chargePath).toBe('/cobrancas/c-9');
    }
    const report = notification('NOTIFICATION_REPORT_READY', { url: '/api/charge-exports/x/file' });
    expect(notificationContent(report, finance).downloadPath).toBeUndefined();
  });

  it('tells of an opened dispute with its deadline, linking to the charge', () => {
    const content = contentFor(
      notification('NOTIFICATION_DISPUTE_OPENED', { buyer: 'Ana', amount: '12990', date: '2026-04-15', uuid: 'c-4' }),
    );
    expect(content).toEqual({
      title: 'Contestação aberta',
      text: 'Ana contestou uma cobrança de R$\u00a0129,90. Prazo para contestar: 15/04/2026.',
      chargePath: '/cobrancas/c-4',
    });
  });

  it('tells of a won dispute and of a chargeback, linking to the charge', () => {
    const variables = { buyer: 'Ana', amount: '12990', date: '2026-04-14', uuid: 'c-5' };
    expect(contentFor(notification('NOTIFICATION_DISPUTE_WON', variables))).toEqual({
      title: 'Contestação ganha',
      text: 'A contestação de Ana na cobrança de R$\u00a0129,90 foi decidida a seu favor.',
      chargePath: '/cobrancas/c-5',
    });
    expect(contentFor(notification('NOTIFICATION_CHARGEBACK', variables))).toEqual({
      title: 'Chargeback',
      text: 'A contestação de Ana na cobrança de R$\u00a0129,90 foi perdida e o valor foi devolvido ao comprador.',
      chargePath: '/cobrancas/c-5',
    });
  });

  it('says how long ago in pt-BR', () => {
    expect(timeAgo(300)).toBe('há 5 minutos');
    expect(timeAgo(3600 * 26)).toBe('há 1 dia');
    expect(timeAgo(10)).toBe('agora mesmo');
  });
});

describe('PJ account notifications', () => {
  it('say the bank decided, and open the account page only for who may see it', () => {
    const active = notification('NOTIFICATION_BANKING_ACCOUNT', { event: 'ACTIVE' });
    expect(contentFor(active)).toEqual({
      title: 'Conta PJ ativa',
      text: 'A conta PJ da sua empresa foi aprovada e já está ativa.',
      accountPath: '/ativar-pj',
    });
    const refused = notification('NOTIFICATION_BANKING_ACCOUNT', {
      event: 'FAILED',
      part: 'PARTNERS',
      reason: 'O CPF de um dos sócios tem pendências na Receita Federal.',
    });
    expect(contentFor(refused).text).toBe(
      'O CPF de um dos sócios tem pendências na Receita Federal. Corrija os dados e envie novamente.',
    );
    expect(notificationContent(refused, grantOf('MANAGER')).accountPath).toBeUndefined();
  });

  it('say which key the Pix directory refused, and why', () => {
    const refused = notification('NOTIFICATION_BANKING_ACCOUNT', {
      event: 'PIX_KEY_FAILED',
      keyType: 'EMAIL',
      refusal: 'PENDING_CLAIM',
    });
    expect(contentFor(refused)).toEqual({
      title: 'Chave Pix recusada',
      text: 'O diretório do Pix recusou a chave E-mail: Esta chave está em um processo de portabilidade ou reivindicação. Tente novamente quando ele terminar.',
      accountPath: '/dados-conta',
    });
  });
});

describe('subscription notifications', () => {
  const subscriptionNotification = (event: string): Notification => ({
    id: 'n-subscription',
    notificationPanelType: 'NOTIFICATION_SUBSCRIPTION',
    variablesResponse: [
      { name: 'event', value: event },
      { name: 'subscription', value: 'sub-1' },
      { name: 'buyer', value: 'Ana Souza' },
    ],
    timeDiff: 60,
    notifiedAt: '2026-11-25T12:00:00Z',
    read: false,
  });

  it('say what happened and open the subscription for who may see recurrences', () => {
    const admin = { roles: ['SELLER_ADMIN'], features: [] };
    expect(notificationContent(subscriptionNotification('DEFAULTED'), admin)).toEqual({
      title: 'Assinatura inadimplente',
      text: 'A assinatura de Ana Souza está inadimplente.',
      subscriptionPath: '/recorrencias/sub-1',
    });
    expect(notificationContent(subscriptionNotification('SUBSCRIBED'), admin).title).toBe('Nova assinatura');
    const finance = { roles: ['SELLER_FINANCES'], features: [] };
    expect(notificationContent(subscriptionNotification('RECOVERED'), finance)).toEqual({
      title: 'Assinatura em dia',
      text: 'Ana Souza pagou o ciclo em atraso e a assinatura voltou a ficar ativa.',
    });
  });
});

describe('Pix payment notifications', () => {
  it('ask the approver to decide, and say why a payment was not made, opening Pagamentos only for who may pay', () => {
    const waiting = notification('NOTIFICATION_PIX_PAYMENT', {
      event: 'AWAITING_APPROVAL',
      uuid: 'p-1',
      amount: '123450',
      recipient: 'Ana Cardoso Lima',
    });
    const payer: Grant = { ...ADMIN, features: ['view_accounts_payable_2'] };
    expect(notificationContent(waiting, payer)).toEqual({
      title: 'Pagamento Pix aguardando aprovação',
      text: `Um Pix de ${formatBRL(123_450)} para Ana Cardoso Lima aguarda a sua aprovação.`,
      paymentsPath: '/pagamentos',
    });
    const failed = notification('NOTIFICATION_PIX_PAYMENT', {
      event: 'FAILED',
      uuid: 'p-2',
      amount: '5000',
      recipient: 'Bruno Lima',
      reason: 'Conta do recebedor encerrada',
    });
    expect(contentFor(failed).text).toBe(
      `O Pix de ${formatBRL(5_000)} para Bruno Lima não foi realizado: Conta do recebedor encerrada`,
    );
    expect(notificationContent(failed, payer).paymentsPath).toBe('/pagamentos');
    expect(notificationContent(failed, { ...grantOf('SALE'), features: payer.features }).paymentsPath).toBeUndefined();
  });
});

describe('boleto payment notifications', () => {
  it('ask the approver to decide, and say why a boleto was not paid, opening the Boleto tab only for who may pay', () => {
    const waiting = notification('NOTIFICATION_BOLETO_PAYMENT', {
      event: 'AWAITING_APPROVAL',
      uuid: 'b-1',
      amount: '24610',
      recipient: 'Companhia de Saneamento',
    });
    const payer: Grant = { ...ADMIN, features: ['view_accounts_payable_2'] };
    expect(notificationContent(waiting, payer)).toEqual({
      title: 'Pagamento de boleto aguardando aprovação',
      text: `Um boleto de ${formatBRL(24_610)} para Companhia de Saneamento aguarda a sua aprovação.`,
      paymentsPath: '/pagamentos?aba=boleto',
    });
    const failed = notification('NOTIFICATION_BOLETO_PAYMENT', {
      event: 'FAILED',
      uuid: 'b-2',
      amount: '150000',
      recipient: 'Gráfica Central Ltda',
      reason: 'Boleto recusado pelo banco',
    });
    expect(notificationContent(failed, payer)).toEqual({
      title: 'Pagamento de boleto não realizado',
      text: `O boleto de ${formatBRL(150_000)} para Gráfica Central Ltda não foi pago: Boleto recusado pelo banco`,
      paymentsPath: '/pagamentos?aba=boleto',
    });
    expect(notificationContent(failed, { ...grantOf('SALE'), features: payer.features }).paymentsPath).toBeUndefined();
  });

  it('says a batch waits for approval, or how many of its payments were made, and opens the batch tab', () => {
    const payer: Grant = { ...ADMIN, features: ['view_accounts_payable_2'] };
    const waiting = notification('NOTIFICATION_PAYMENT_BATCH', {
      event: 'AWAITING_APPROVAL',
      uuid: 'l-1',
      amount: '1234500',
      recipient: 'remessa-novembro.txt',
    });
    expect(notificationContent(waiting, payer)).toEqual({
      title: 'Lote de pagamentos aguardando aprovação',
      text: `O arquivo remessa-novembro.txt, de ${formatBRL(1_234_500)}, aguarda a sua aprovação.`,
      paymentsPath: '/pagamentos?aba=lote',
    });
    const done = notification('NOTIFICATION_PAYMENT_BATCH', {
      event: 'COMPLETED',
      uuid: 'l-1',
      amount: '1234500',
      recipient: 'remessa-novembro.txt',
      paid: '997',
      failed: '3',
    });
    expect(notificationContent(done, payer)).toEqual({
      title: 'Lote de pagamentos processado',
      text: 'O arquivo remessa-novembro.txt foi processado: 997 pagamentos feitos, 3 não realizados.',
      paymentsPath: '/pagamentos?aba=lote',
    });
    expect(notificationContent(done, { ...grantOf('SALE'), features: payer.features }).paymentsPath).toBeUndefined();
  });
});
