/**
 * Screen texts of the charges feature. The spec's messages live in the contract
 * (CHARGE_MESSAGES, STATEMENT_MESSAGES); these are what only the screens say.
 */
export const CHARGE_TEXTS = {
  listTitle: 'Cobranças',
  listLoadError: 'Não foi possível carregar as cobranças.',
  retry: 'Tentar novamente',
  capped: (shown: number) => `Mostrando os primeiros ${shown.toLocaleString('pt-BR')} resultados; refine a busca.`,
  search: 'Buscar',
  clear: 'Limpar',
  moreFilters: 'Mais filtros',
  seeClient: 'Ver cliente',
  deleteCharge: 'Excluir cobrança',
  confirmPaid: 'Confirmar',
  cancel: 'Cancelar',
  yes: 'Sim',
  no: 'Não',
  markPaidQuestion: 'Deseja alterar esta cobrança para paga manualmente?',
  markPaidWarning:
    'Use esta opção quando o pagamento foi recebido fora da plataforma. Essa ação não poderá ser desfeita.',
  receivablesEmpty: 'Nenhum recebível para esta cobrança.',
  splitEmpty: 'Sem divisão de pagamento.',
  sandboxPay: 'Simular pagamento (sandbox)',
  sandboxPaid: 'Pagamento simulado com sucesso.',
  downloadBoleto: 'Baixar boleto (PDF)',
  pixCopyPaste: 'Pix copia e cola',
  digitableLine: 'Linha digitável',
  copy: 'Copiar',
  copied: 'Copiado',
  threeDSecurePending: 'O pagamento aguarda a autenticação 3-D Secure do comprador.',
  threeDSecureOpen: 'Abrir autenticação',
  reversedAmount: 'Estornado',
  /** Beside the status of a charge that was refunded in part (docs/decisions.md). */
  partialRefund: 'Estorno parcial',
  heldAmount: 'Retido',
  confirm: 'Confirmar',
  close: 'Fechar',
  attemptApproved: 'Aprovado',
  attemptAwaiting3ds: 'Aguardando 3-D Secure',
  attemptProcessing: 'Em processamento',
  attemptsTitle: 'Tentativas de cobrança',
  attemptsEmpty: 'Nenhuma tentativa de cobrança.',
  filterLabel: 'Filtrar cobranças',
  searchField: 'Campo da busca',
  expiration: 'Vencimento',
  generalInfoTitle: 'Informações gerais',
  opensInNewTab: '(abre em uma nova aba)',
  statementTitle: 'Extrato da cobrança',
  statementLoadError: 'Não foi possível carregar o extrato.',
  statementEmpty: 'Ainda não há lançamentos desta cobrança no extrato.',
  seeDetails: 'Ver detalhes',
  paidDate: 'Data de pagamento',
  valueMin: 'Valor mínimo',
  valueMax: 'Valor máximo',
  paymentMethod: 'Forma de pagamento',
  allMethods: 'Todas',
  pixQrCode: 'QR Code Pix da cobrança',
  receivablesTitle: 'Recebíveis',
  splitTitle: 'Divisão de pagamento (Split)',
  splitLabel: 'Divisão de pagamento',
  splitLoadError: 'Não foi possível carregar a divisão de pagamento.',
  credit: 'Crédito',
  debit: 'Débito',
  operation: 'Operação',
  destination: 'Destino',
  fees: 'Taxas',
  value: 'Valor',
  searchBy: (field: string) => `Buscar por ${field}`,
  /** A sub-seller's statement line (D: 'Statement badges without spec words'). */
  splitOperation: (operation: string, subSeller: string) => `${operation} - Split - ${subSeller}`,
  execution: 'Execução',
  /** The list's figures for the current tab and filters (GET /charges/summary). */
  totals: (count: number, amount: string) =>
    `${count.toLocaleString('pt-BR')} ${count === 1 ? 'cobrança' : 'cobranças'} · ${amount}`,
  totalsCapped: (cap: number) => `Mais de ${cap.toLocaleString('pt-BR')} cobranças`,
  tabCount: (label: string, count: string, capped: boolean) => `${label} (${count}${capped ? '+' : ''})`,
  statusTabs: 'Situação das cobranças',
} as const;

/** 'Nova cobrança': the form (modal, full screen on a phone) and its result. */
export const NEW_CHARGE_TEXTS = {
  open: 'Nova cobrança',
  title: 'Nova cobrança',
  client: 'Cliente',
  clientPlaceholder: 'Buscar cliente',
  paymentMethod: 'Forma de pagamento',
  value: 'Valor',
  installments: 'Parcelas',
  installmentOption: (count: number, each: string) => (count === 1 ? `1x de ${each}` : `${count}x de ${each}`),
  dueDate: 'Vencimento',
  chargeTitle: 'Título',
  chargeTitlePlaceholder: 'Ex.: Mensalidade de maio',
  description: 'Descrição (opcional)',
  feesNote: 'Multa e juros por atraso seguem o padrão configurado para a sua conta.',
  cardNowNote: 'Com vencimento hoje, o cartão é cobrado assim que a cobrança for criada.',
  cardTitle: 'Dados do cartão',
  cardNumber: 'Número do cartão',
  cardHolder: 'Nome impresso no cartão',
  cardExpiry: 'Validade',
  cardExpiryPlaceholder: 'MM/AA',
  cardCvv: 'CVV',
  submit: 'Criar cobrança',
  cancel: 'Cancelar',
  createdTitle: 'Cobrança criada',
  created: 'Cobrança criada com sucesso!',
  openCharge: 'Abrir cobrança',
  close: 'Fechar',
  createAnother: 'Criar outra',
  cardResult: 'Situação do pagamento no cartão',
} as const;

/** The labels AttemptErrorModal.tsx shows (column headers, field names, options). */
export const ATTEMPT_ERROR_MODAL_LABELS = {
  date: 'Data',
  code: 'Código',
  reason: 'Motivo',
} as const;

/** The labels CardPaymentInfo.tsx shows (column headers, field names, options). */
export const CARD_PAYMENT_INFO_LABELS = {
  card: 'Cartão',
  brand: 'Bandeira',
  holder: 'Titular',
} as const;

/** The labels ChargeAttempts.tsx shows (column headers, field names, options). */
export const CHARGE_ATTEMPTS_LABELS = {
  date: 'Data',
  value: 'Valor',
  status: 'Status',
} as const;

/** The labels ChargeGeneralInfo.tsx shows (column headers, field names, options). */
export const CHARGE_GENERAL_INFO_LABELS = {
  charge: 'Cobrança',
  description: 'Descrição',
  value: 'Valor',
  interestAndFine: 'Juros e multa',
  paymentMethod: 'Forma de pagamento',
  installments: 'Parcelas',
  dueDate: 'Vencimento',
  paymentDate: 'Data de pagamento',
} as const;

/** The labels ChargeList.tsx shows (column headers, field names, options). */
export const CHARGE_LIST_LABELS = {
  client: 'Cliente',
  charge: 'Cobrança',
  payment: 'Pagamento',
  dueDate: 'Venc.',
  installmentsShort: 'Parc.',
  value: 'Valor',
  status: 'Status',
} as const;

/** The labels ChargeSummaryTable.tsx shows (column headers, field names, options). */
export const CHARGE_SUMMARY_TABLE_LABELS = {
  dueDate: 'Vencimento',
  productOrService: 'Produto / Serviço',
  monthlyValue: 'Valor/mês',
  status: 'Status',
  details: 'Detalhes',
} as const;

/** The labels ReceivablesSection.tsx shows (column headers, field names, options). */
export const RECEIVABLES_SECTION_LABELS = {
  installment: 'Parcela',
  settlementDate: 'Data de liquidação',
  grossValue: 'Valor bruto',
  fee: 'Taxa',
  netValue: 'Valor líquido',
  status: 'Status',
} as const;

/** The labels SplitSection.tsx shows (column headers, field names, options). */
export const SPLIT_SECTION_LABELS = {
  date: 'Data',
  subSeller: 'Subvendedor',
  type: 'Tipo',
  value: 'Valor',
} as const;

/** The labels StatementLine.tsx shows (column headers, field names, options). */
export const STATEMENT_LINE_LABELS = {
  reimbursement: 'Reembolso',
  chargeback: 'Chargeback',
  refund: 'Estorno',
  anticipated: 'Antecipado',
} as const;
