import { variable, whatsAppLink, type Notification } from '@cofre/contract';
import { formatCentsText, formatDate } from '../../../lib/format';

export interface NotificationContent {
  title?: string;
  text: string;
  /** Charge the notification is about, when it has one. */
  chargePath?: string;
  whatsAppHref?: string;
  downloadUrl?: string;
}

function dateText(value: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(value) ? formatDate(value.slice(0, 10)) : value;
}

/** The pt-BR texts of each notification type (spec 1 §2.6). */
export function notificationContent(notification: Notification): NotificationContent {
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
    case 'NOTIFICATION_REPORT_READY': {
      const url = variable(notification, 'url');
      return { text: 'Seu relatório está pronto', downloadUrl: url || undefined };
    }
  }
}
