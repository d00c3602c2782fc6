/**
 * Texts of the shared widgets (components/). A feature's own texts live in
 * features/<feature>/texts.ts, the app frame's in app/texts.ts; the spec's messages in the contract.
 */
export const COMMON_TEXTS = {
  routeErrorTitle: 'Não foi possível exibir esta seção',
  routeErrorText: 'Ocorreu um erro inesperado. O restante da página continua disponível.',
  routeErrorRetry: 'Tentar novamente',
  cancel: 'Cancelar',
  comingSoon: 'Esta área estará disponível em breve.',
  backHome: 'Voltar para a página inicial',
  dateRangePlaceholder: 'dd/mm/aaaa – dd/mm/aaaa',
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'O endereço que você acessou não existe ou foi removido.',
  goHome: 'Ir para a página inicial',
  pagination: 'Paginação',
  previousPage: 'Página anterior',
  goToPage: 'Ir para a página',
  nextPage: 'Próxima página',
  pageOf: (page: number, total: number) => `${page} de ${total} páginas`,
} as const;
