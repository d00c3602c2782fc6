import { UNREAD_QUANTITY_CAP } from '@cofre/contract';

/** Screen texts of the notifications feature: what only its screens say (the spec's messages live in the contract). */
export const NOTIFICATION_TEXTS = {
  title: 'Notificações',
  allRead: 'Tudo em dia',
  markAllRead: 'Marcar todas como lidas',
  loading: 'Carregando notificações',
  loadError: 'Não foi possível carregar as notificações.',
  empty: 'Nenhuma notificação por aqui.',
  loadingMore: 'Carregando mais notificações',
  unread: 'Não lida',
  whatsApp: 'Chamar no WhatsApp',
  downloadReport: 'Baixar relatório',
  unreadBadge: (badge: string) => `${badge} não lidas`,
  /** `count` stops at UNREAD_QUANTITY_CAP (the contract): there it means 'more than 99'. */
  unreadCount: (count: number) =>
    count >= UNREAD_QUANTITY_CAP ? `${UNREAD_QUANTITY_CAP - 1}+ não lidas` : `${count} não lida${count > 1 ? 's' : ''}`,
} as const;
