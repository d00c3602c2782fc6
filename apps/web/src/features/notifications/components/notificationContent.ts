import {
  ERRORS,
  PIX_KEY_REFUSAL_ERRORS,
  PIX_KEY_TYPE_LABELS,
  REPORT_TYPE_INFO,
  type PixKeyRefusal,
  type PixKeyType,
  can,
  canSeeRoute,
  findRoute,
  variable,
  whatsAppLink,
  type Grant,
  type Notification,
} from '@cofre/contract';
import { isApiPath } from '../../../lib/api';
import { formatCentsText, formatDate } from '../../../lib/format';

export interface NotificationContent {
  title?: string;
  text: string;
  /** Charge the notification is about, when it has one. */
  chargePath?: string;
  /** Subscription the notification is about, when it has one. */
  subscriptionPath?: string;
  /** The PJ account's page, for a decision of the bank on it. */
  accountPath?: string;
  /** The Pagamentos area (its Boleto tab for a boleto), for a payment waiting for approval or failed. */
  paymentsPath?: string;
  whatsAppHref?: string;
  /** A report on our API ('/api/…'): downloaded with the bearer, never a plain link. */
  downloadPath?: string;
  /** The name the downloaded report is saved under. */
  downloadName?: string;
  /** A report elsewhere: a plain link. */
  downloadUrl?: string;
}

function dateText(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? formatDate(value.slice(0, 10)) : value;
}

/** The reports a notification may speak of (the `report` variable), as a sentence names them. */
const REPORT_NAMES: Record<string, string> = {
  CHARGES: 'cobranças',
  ...Object.fromEntries(Object.entries(REPORT_TYPE_INFO).map(([type, info]) => [type, info.noun])),
};

/**
 * 'Relatório de cobranças com vencimento de 01/06/2026 a 30/09/2026' (the charges export's period is
 * of due dates), 'Relatório de vendas de 01/11/2026 a 23/11/2026' (the reports'), or the name alone
 * when the notification carries no period (older ones).
 */
function reportName(notification: Notification): string {
  const report = variable(notification, 'report');
  const name = `Relatório de ${REPORT_NAMES[report] ?? 'cobranças'}`;
  const from = variable(notification, 'dateFrom');
  const to = variable(notification, 'dateTo');
  if (!from || !to) return name;
  const period = `${dateText(from)} a ${dateText(to)}`;
  return report === 'CHARGES' || !report ? `${name} com vencimento de ${period}` : `${name} de ${period}`;
}

/** The capability a report's file needs: the reports' own, or the charges list's for its export. */
const downloadCapability = (path: string) => (path.startsWith('/api/reports/') ? 'reports.view' : 'charges.read');

/** What each subscription event says (NOTIFICATION_SUBSCRIPTION's `event`). */
const SUBSCRIPTION_EVENT_TEXTS: Record<string, { title: string; text: (buyer: string) => string }> = {
  SUBSCRIBED: {
    title: 'Nova assinatura',
    text: (buyer) => `${buyer} assinou pelo checkout; falta o primeiro pagamento.`,
  },
  ACTIVATED: {
    title: 'Assinatura ativa',
    text: (buyer) => `${buyer} pagou o primeiro ciclo e a assinatura está ativa.`,
  },
  DEFAULTED: { title: 'Assinatura inadimplente', text: (buyer) => `A assinatura de ${buyer} está inadimplente.` },
  RECOVERED: {
    title: 'Assinatura em dia',
    text: (buyer) => `${buyer} pagou o ciclo em atraso e a assinatura voltou a ficar ativa.`,
  },
  CANCELLED: { title: 'Assinatura cancelada', text: (buyer) => `A assinatura de ${buyer} foi cancelada.` },
  EXPIRED: {
    title: 'Assinatura não concluída',
    text: (buyer) => `${buyer} não concluiu o primeiro pagamento da assinatura.`,
  },
  REACTIVATED: { title: 'Assinatura reativada', text: (buyer) => `A assinatura de ${buyer} foi reativada.` },
};

function rowsText(rows: string): string {
  const count = Number(rows);
  if (!rows || !Number.isInteger(count)) return '';
  return count === 1 ? '1 linha' : `${count.toLocaleString('pt-BR')} linhas`;
}

/**
 * What a notification shows and opens for this user: the texts of its type, and only the places
 * the user may open. A charge opens its detail only for who may see charges (FINANCE may not: the
 * item is then plain text, not a link to 'Você não tem permissão…'); a report on our API downloads
 * only for who may read it.
 */
export function notificationContent(notification: Notification, grant: Grant): NotificationContent {
  const content = notificationTexts(notification);
  const { chargePath, subscriptionPath, accountPath, paymentsPath, downloadPath, ...rest } = content;
  return {
    ...rest,
    ...(chargePath && canSeeRoute(grant, findRoute('chargeDetail')) ? { chargePath } : {}),
    ...(subscriptionPath && canSeeRoute(grant, findRoute('subscriptionDetail')) ? { subscriptionPath } : {}),
    ...(accountPath && canSeeRoute(grant, findRoute('activatePj')) ? { accountPath } : {}),
    ...(paymentsPath && canSeeRoute(grant, findRoute('payments')) ? { paymentsPath } : {}),
    ...(downloadPath && can(grant, downloadCapability(downloadPath)) ? { downloadPath } : {}),
  };
}

/** The pt-BR texts of each notification type (spec 1 §2.6), disputes and chargebacks included. */
function notificationTexts(notification: Notification): NotificationContent {
  const buyer = variable(notification, 'buyer');
  const amount = formatCentsText(variable(notification, 'amount'));
  const uuid = variable(notification, 'uuid');
  const chargePath = uuid ? `/cobrancas/${encodeURIComponent(uuid)}` : undefined;
  switch (notification.notificationPanelType) {
    case 'NOTIFICATION_PAYMENT_MADE':
      return { text: `${buyer} pagou uma cobrança de ${amount}`, chargePath };
    case 'NOTIFICATION_RECOVERED_DEFAULTS':
      return {
        title: 'Inadimplência reduzida',
        text: `${buyer} pagou uma cobrança em atraso de ${amount}`,
        chargePath,
      };
    case 'NOTIFICATION_PAYMENT_LATE': {
      const whatsApp = variable(notification, 'whatsApp');
      return {
        text: `A cobrança de ${amount} de ${buyer} venceu em ${dateText(variable(notification, 'date'))} e não identificamos o pagamento.`,
        chargePath,
        whatsAppHref: whatsApp ? whatsAppLink(whatsApp) : undefined,
      };
    }
    case 'NOTIFICATION_DISPUTE_OPENED': {
      const deadline = variable(notification, 'date');
      return {
        title: 'Contestação aberta',
        text: `${buyer} contestou uma cobrança de ${amount}.${deadline ? ` Prazo para contestar: ${dateText(deadline)}.` : ''}`,
        chargePath,
      };
    }
    case 'NOTIFICATION_DISPUTE_WON':
      return {
        title: 'Contestação ganha',
        text: `A contestação de ${buyer} na cobrança de ${amount} foi decidida a seu favor.`,
        chargePath,
      };
    case 'NOTIFICATION_CHARGEBACK':
      return {
        title: 'Chargeback',
        text: `A contestação de ${buyer} na cobrança de ${amount} foi perdida e o valor foi devolvido ao comprador.`,
        chargePath,
      };
    case 'NOTIFICATION_REPORT_FAILED':
      return {
        title: 'Falha ao gerar o relatório',
        text: `Não foi possível gerar o ${reportName(notification).replace(/^R/, 'r')}. Tente solicitá-lo novamente.`,
      };
    case 'NOTIFICATION_INVOICE_OF_REFUNDED_CHARGE':
      return {
        title: 'Nota fiscal de cobrança estornada',
        text: `A cobrança de ${amount} de ${buyer} foi estornada e a nota fiscal continua autorizada. Avalie se ela deve ser cancelada.`,
        chargePath,
      };
    case 'NOTIFICATION_INVOICE_FAILED':
      return {
        title: 'Nota fiscal não enviada',
        text: `A prefeitura não respondeu ao envio da nota fiscal da cobrança de ${amount} de ${buyer}. Abra a cobrança e use "Emitir Novamente".`,
        chargePath,
      };
    case 'NOTIFICATION_REFUND_FAILED':
      return {
        title: 'Estorno recusado',
        text: `O estorno de ${amount} na cobrança de ${buyer} foi recusado pela adquirente e o valor voltou ao seu saldo.`,
        chargePath,
      };
    case 'NOTIFICATION_BANKING_ACCOUNT':
      if (variable(notification, 'event') === 'PIX_KEY_FAILED') {
        const keyType = variable(notification, 'keyType') as PixKeyType;
        return {
          title: 'Chave Pix recusada',
          text: `O diretório do Pix recusou a chave ${PIX_KEY_TYPE_LABELS[keyType] ?? 'Pix'}: ${ERRORS[PIX_KEY_REFUSAL_ERRORS[variable(notification, 'refusal') as PixKeyRefusal]] ?? ''}`,
          accountPath: '/dados-conta',
        };
      }
      return variable(notification, 'event') === 'ACTIVE'
        ? {
            title: 'Conta PJ ativa',
            text: 'A conta PJ da sua empresa foi aprovada e já está ativa.',
            accountPath: '/ativar-pj',
          }
        : {
            title: 'Conta PJ não aprovada',
            text: `${variable(notification, 'reason')} Corrija os dados e envie novamente.`,
            accountPath: '/ativar-pj',
          };
    case 'NOTIFICATION_PIX_PAYMENT': {
      const recipient = variable(notification, 'recipient');
      return variable(notification, 'event') === 'AWAITING_APPROVAL'
        ? {
            title: 'Pagamento Pix aguardando aprovação',
            text: `Um Pix de ${amount} para ${recipient} aguarda a sua aprovação.`,
            paymentsPath: '/pagamentos',
          }
        : {
            title: 'Pagamento Pix não realizado',
            text: `O Pix de ${amount} para ${recipient} não foi realizado: ${variable(notification, 'reason')}`,
            paymentsPath: '/pagamentos',
          };
    }
    case 'NOTIFICATION_BOLETO_PAYMENT': {
      const payee = variable(notification, 'recipient');
      return variable(notification, 'event') === 'AWAITING_APPROVAL'
        ? {
            title: 'Pagamento de boleto aguardando aprovação',
            text: `Um boleto de ${amount} para ${payee} aguarda a sua aprovação.`,
            paymentsPath: '/pagamentos?aba=boleto',
          }
        : {
            title: 'Pagamento de boleto não realizado',
            text: `O boleto de ${amount} para ${payee} não foi pago: ${variable(notification, 'reason')}`,
            paymentsPath: '/pagamentos?aba=boleto',
          };
    }
    case 'NOTIFICATION_PAYMENT_BATCH': {
      const file = variable(notification, 'recipient');
      return variable(notification, 'event') === 'AWAITING_APPROVAL'
        ? {
            title: 'Lote de pagamentos aguardando aprovação',
            text: `O arquivo ${file}, de ${amount}, aguarda a sua aprovação.`,
            paymentsPath: '/pagamentos?aba=lote',
          }
        : {
            title: 'Lote de pagamentos processado',
            text: `O arquivo ${file} foi processado: ${variable(notification, 'paid')} pagamentos feitos, ${variable(notification, 'failed')} não realizados.`,
            paymentsPath: '/pagamentos?aba=lote',
          };
    }
    case 'NOTIFICATION_TRANSFER_FAILED':
      return {
        title: 'Saque devolvido',
        text: `O saque de ${amount} foi devolvido pelo banco (${variable(notification, 'reason')}) e o valor voltou ao seu saldo.`,
      };
    case 'NOTIFICATION_SUBSCRIPTION': {
      const subscription = variable(notification, 'subscription');
      const said = SUBSCRIPTION_EVENT_TEXTS[variable(notification, 'event')] ?? SUBSCRIPTION_EVENT_TEXTS.CANCELLED!;
      return {
        title: said.title,
        text: said.text(buyer),
        subscriptionPath: subscription ? `/recorrencias/${encodeURIComponent(subscription)}` : undefined,
      };
    }
    case 'NOTIFICATION_REPORT_READY': {
      const url = variable(notification, 'url');
      const rows = rowsText(variable(notification, 'rows'));
      const text = `${reportName(notification)} está pronto${rows ? `: ${rows}` : ''}.`;
      if (!url) return { text };
      const name = variable(notification, 'name');
      return isApiPath(url)
        ? { text, downloadPath: url, ...(name.endsWith('.csv') ? { downloadName: name } : {}) }
        : { text, downloadUrl: url };
    }
  }
}
