/**
 * Texts of the app frame (app/): the app-wide error page. Apart from components/texts.ts because
 * this page is in the entry chunk, which /login downloads (budget 150 KB, design §8).
 */
export const APP_TEXTS = {
  errorTitle: 'Algo deu errado',
  errorText: 'Recarregue a página para tentar novamente.',
  reload: 'Recarregar',
  /** The × of every modal and drawer (theme.ts), unless the dialog names its own. */
  closeDialog: 'Fechar janela',
  /** The × of every toast (theme.ts). */
  closeNotification: 'Fechar notificação',
} as const;
