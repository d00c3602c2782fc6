/**
 * Texts of the shared widgets (components/). A feature's own texts live in
 * features/<feature>/texts.ts, the app frame's in app/texts.ts; the spec's messages in the contract.
 */
export const COMMON_TEXTS = {
  routeErrorTitle: 'Não foi possível exibir esta seção',
  routeErrorText: 'Ocorreu um erro inesperado. O restante da página continua disponível.',
  routeErrorRetry: 'Tentar novamente',
  cancel: 'Cancelar',
  /** Closes a confirmation without acting (ConfirmDialog). */
  back: 'Voltar',
  comingSoon: 'Esta área estará disponível em breve.',
  backHome: 'Voltar para a página inicial',
  dateRangePlaceholder: 'dd/mm/aaaa – dd/mm/aaaa',
  datePlaceholder: 'dd/mm/aaaa',
  /** An open bound of a date range (D10). */
  rangeFrom: (start: string) => `A partir de ${start}`,
  rangeUntil: (end: string) => `Até ${end}`,
  openCalendar: (field: string) => `Abrir calendário: ${field}`,
  clearField: (field: string) => `Limpar ${field.toLowerCase()}`,
  /** One box of a one-time code (CodeInput). */
  codeDigit: (label: string, position: number, length: number) => `${label}, dígito ${position} de ${length}`,
  presetToday: 'Hoje',
  presetLast7: 'Últimos 7 dias',
  presetLast30: 'Últimos 30 dias',
  presetThisMonth: 'Este mês',
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  previousYear: 'Ano anterior',
  nextYear: 'Próximo ano',
  previousDecade: 'Década anterior',
  nextDecade: 'Próxima década',
  monthLevelControl: 'Escolher o mês',
  yearLevelControl: 'Escolher o ano',
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'O endereço que você acessou não existe ou foi removido.',
  goHome: 'Ir para a página inicial',
  /** Marks a sandbox control: it simulates, nothing real happens. */
  sandbox: 'Teste',
  /** The name of a table column of row buttons whose header shows no words. */
  actions: 'Ações',
  pagination: 'Paginação',
  previousPage: 'Página anterior',
  goToPage: 'Ir para a página',
  nextPage: 'Próxima página',
  pageOf: (page: number, total: number) => `${page} de ${total} páginas`,
} as const;
