/**
 * Texts of the shared widgets (components/) and the app frame (app/). A feature's own texts live
 * in features/<feature>/texts.ts; the spec's messages in the contract.
 */
export const COMMON_TEXTS = {
  routeErrorTitle: 'Não foi possível exibir esta seção',
  routeErrorText: 'Ocorreu um erro inesperado. O restante da página continua disponível.',
  routeErrorRetry: 'Tentar novamente',
  cancel: 'Cancelar',
};
