/** Screen texts of the notifications feature: what only its screens say (the spec's messages live in the contract). */
export const NOTIFICATION_TEXTS = {
  notificacoes: 'Notificações',
  tudoEmDia: 'Tudo em dia',
  marcarTodasComoLidas: 'Marcar todas como lidas',
  carregandoNotificacoes: 'Carregando notificações',
  naoFoiPossivelCarregar: 'Não foi possível carregar as notificações.',
  nenhumaNotificacaoPorAqui: 'Nenhuma notificação por aqui.',
  carregandoMaisNotificacoes: 'Carregando mais notificações',
  naoLida: 'Não lida',
  chamarNoWhatsapp: 'Chamar no WhatsApp',
  baixarRelatorio: 'Baixar relatório',
  unreadBadge: (badge: string) => `${badge} não lidas`,
  unreadCount: (count: number) => `${count} não lida${count > 1 ? 's' : ''}`,
} as const;
