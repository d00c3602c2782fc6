import {
  formatBRL,
  PIX_FAVORITE_MESSAGES,
  PIX_KEY_TYPE_LABELS,
  PIX_PAYMENT_MESSAGES,
  type BoletoKind,
  type PaymentBatchLineKind,
  type PixKeyType,
} from '@cofre/contract';
import { formatDateTime } from '../../lib/format';

/** Fills a contract message's '{name}' slots ('Saldo disponível: {amount}'). */
export function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

/** A batch line's kind of payment. */
const LINE_KIND_NAMES: Record<PaymentBatchLineKind, string> = {
  pix: 'Pix',
  boleto: 'Boleto',
  utility: 'Conta de consumo',
};

/**
 * The Pagamentos area's words (spec 4 §2, §5, §8; D3, D5, D22, D25). The spec's messages (validation,
 * toasts, the favorites' words) are the contract's PIX_PAYMENT_MESSAGES, PIX_FAVORITE_MESSAGES,
 * BOLETO_PAYMENT_MESSAGES and PAYMENT_BATCH_MESSAGES (with the batch statuses' labels).
 */
export const PAYMENTS_TEXTS = {
  pageTitle: 'Sistema de Gerenciamento de Pagamentos',
  tabsLabel: 'Tipos de pagamento',
  pixTab: 'PIX',
  boletoTab: 'Boleto',
  batchTab: 'Pagamento em lote',
  retry: 'Tentar novamente',
  cancel: 'Cancelar',
  close: 'Fechar',
  save: 'Salvar',
  successTitle: 'Sucesso',
  errorTitle: 'Erro',

  // The balance card.
  balanceTitle: 'Saldo disponível',
  balanceUpdatedAt: (iso: string) => `Atualizado em ${formatDateTime(iso)}`,
  refreshBalance: 'Atualizar saldo',
  statement: 'Extrato',

  // The form.
  formTitle: 'Pagamento PIX',
  key: 'Chave PIX',
  keyPlaceholder: 'Digite a chave PIX',
  keyTypeBadge: (type: PixKeyType) => `Tipo de chave: ${PIX_KEY_TYPE_LABELS[type]}`,
  amount: 'Valor',
  paymentDate: 'Data de pagamento',
  costCenter: 'Centro de custo',
  costCenterPlaceholder: 'Selecione um centro de custo',
  description: 'Descrição (opcional)',
  review: 'Revisar pagamento',
  availableLine: (cents: number) => fill(PIX_PAYMENT_MESSAGES.balanceLabel, { amount: formatBRL(cents) }),
  insufficient: (cents: number) => fill(PIX_PAYMENT_MESSAGES.insufficient, { amount: formatBRL(cents) }),

  // The key input and its favorites.
  openFavorites: 'Abrir favoritos PIX',
  favoritesDropdown: 'Sugestões de favoritos PIX',
  applyKey: 'Usar',
  saveKey: 'Salvar',
  applyKeyLabel: (key: string) => `Usar a chave ${key}`,
  saveKeyLabel: (key: string) => `Salvar a chave ${key} como favorito`,
  keyUsing: (key: string) => fill(PIX_PAYMENT_MESSAGES.keyUsing, { key }),
  favoriteChosen: (nickname: string) => fill(PIX_PAYMENT_MESSAGES.favoriteChosen, { nickname }),
  manageFavorites: 'Gerenciar favoritos',
  favoritesLoading: 'Carregando favoritos…',
  selectedFavorite: 'Favorito selecionado',
  clearFavorite: 'Remover o favorito selecionado',
  favoriteOption: (nickname: string, key: string) => `${nickname}, ${key}`,

  // The favorites modals.
  searchFavorites: 'Buscar favoritos',
  searchFavoritesPlaceholder: 'Buscar por apelido, nome ou chave',
  newFavorite: 'Novo favorito',
  favoritesList: 'Favoritos',
  favoriteActive: 'Ativo',
  favoriteActiveLabel: (nickname: string) => `Favorito ${nickname} ativo`,
  editFavorite: (nickname: string) => `Editar ${nickname}`,
  deleteFavorite: (nickname: string) => `Excluir ${nickname}`,
  chooseFavorite: 'Selecionar',
  chooseFavoriteLabel: (nickname: string) => `Selecionar ${nickname}`,
  deleteFavoriteTitle: 'Excluir favorito?',
  deleteFavoriteText: (nickname: string) => `O favorito ${nickname} será excluído. Pagamentos já feitos não mudam.`,
  deleteFavoriteConfirm: 'Excluir',
  favoritesLoadFailed: PIX_FAVORITE_MESSAGES.loadError,

  // The favorite form.
  nickname: 'Apelido',
  beneficiaryName: 'Nome do favorecido',
  beneficiaryDocument: 'CPF ou CNPJ do favorecido',
  bank: 'Banco',
  agency: 'Agência',
  account: 'Conta',
  accountType: 'Tipo de conta',
  accountTypePlaceholder: 'Selecione o tipo de conta',
  notes: 'Observações',
  bankDetails: 'Dados bancários (opcional)',

  // The review dialog.
  reviewTitle: 'Revisão de Pagamento PIX',
  detailTitle: 'Pagamento PIX',
  destinationKey: 'Chave de destino',
  keyType: 'Tipo de chave',
  recipient: 'Favorecido',
  recipientBank: 'Instituição',
  recipientDocument: 'Documento',
  favorite: 'Favorito',
  reviewDescription: 'Descrição',
  lookingUp: 'Consultando o favorecido no diretório do Pix…',
  lookupFailedTitle: 'Não foi possível confirmar o favorecido',
  pay: 'Pagar',
  saveForApproval: 'Salvar para Aprovação',
  policyLoading: 'Consultando a regra de aprovação…',
  policyLoadFailed: 'Não foi possível carregar a regra de aprovação.',
  paymentFailedTitle: 'Pagamento não realizado',

  // The payment's detail (from the list).
  status: 'Status',
  paymentId: 'ID',
  submittedBy: 'Submetido por',
  submittedAt: 'Submetido em',
  approvedBy: 'Aprovado por',
  approvedAt: 'Aprovado em',
  rejectedBy: 'Rejeitado por',
  rejectedAt: 'Rejeitado em',
  cancelledBy: 'Cancelado por',
  cancelledAt: 'Cancelado em',
  completedAt: 'Concluído em',
  rejectionReason: 'Motivo da rejeição',
  paymentNotes: 'Observações',
  endToEndId: 'Identificador fim a fim (E2E)',
  failureReason: 'Motivo da falha',
  detailLoading: 'Carregando pagamento…',
  detailLoadFailed: 'Não foi possível carregar o pagamento.',
  decision: 'Decisão',
  approve: 'Aprovar',
  reject: 'Rejeitar',
  reasonPlaceholder: 'Selecione o motivo',
  confirmApprove: 'Aprovar pagamento',
  confirmReject: 'Rejeitar pagamento',
  cancelPayment: 'Cancelar pagamento',
  cancelPaymentTitle: 'Cancelar este pagamento?',
  cancelPaymentText: 'O pagamento não será feito. Esta ação não pode ser desfeita.',
  keepPayment: 'Manter pagamento',
  receipt: 'Comprovante',
  receiptFailed: 'Não foi possível baixar o comprovante.',
  receiptOf: (recipient: string, id: string) => `Baixar comprovante do pagamento ${shortId(id)} para ${recipient}`,

  // The approval list.
  listTitle: 'Aprovação de Pagamentos PIX',
  searchPayments: 'Buscar pagamentos',
  searchPaymentsPlaceholder: 'Buscar por favorecido, chave, descrição ou ID',
  statusFilter: 'Status',
  costCenterFilter: 'Centro de custo',
  allStatuses: 'Todos os status',
  allCostCenters: 'Todos os centros de custo',
  summaryLabel: 'Resumo dos pagamentos',
  tilePending: 'Pendentes',
  tileApproved: 'Aprovados',
  tileRejected: 'Rejeitados',
  tileTotal: 'Valor total',
  columnId: 'ID',
  columnRecipient: 'Beneficiário',
  columnKey: 'Chave PIX',
  columnAmount: 'Valor',
  columnDate: 'Data Pagamento',
  columnCostCenter: 'Centro de Custo',
  columnStatus: 'Status',
  columnSubmittedBy: 'Submetido por',
  columnActions: 'Ações',
  viewPayment: (recipient: string, id: string) => `Ver pagamento ${shortId(id)} para ${recipient}`,

  // The approval policy: one rule for Pix and boleto payments (D3).
  policyTitle: 'Aprovação de pagamentos',
  policyRequired: 'Exigir aprovação de outra pessoa',
  policyThreshold: 'A partir de',
  policyThresholdHint: 'R$ 0,00 = todos os pagamentos',
  policySaved: 'Regra de aprovação salva.',
  policySaveFailed: 'Não foi possível salvar a regra de aprovação.',
  policyOff: 'Pagamentos não precisam da aprovação de outra pessoa.',
  policyAll: 'Todo pagamento precisa da aprovação de outra pessoa antes de sair da conta.',
  policyFrom: (cents: number) =>
    `Pagamentos a partir de ${formatBRL(cents)} precisam da aprovação de outra pessoa antes de sair da conta.`,
  policyApprovers: (count: number) =>
    count === 1 ? '1 pessoa pode aprovar pagamentos.' : `${count} pessoas podem aprovar pagamentos.`,

  // The Boleto tab's form (spec 4 §2 'Boleto tab', §3; D25).
  boletoFormTitle: 'Pagamento de Boleto',
  barcode: 'Código de barras',
  barcodePlaceholder: 'Digite ou escaneie o código de barras',
  barcodeHelp:
    'Linha digitável de 47 dígitos, linha de 48 dígitos de contas de consumo e tributos, ou os 44 dígitos lidos por um leitor.',
  checkBoleto: 'Consultar',
  checkingBoleto: 'Consultando o boleto…',
  checkPending: 'Aguarde a consulta do boleto.',
  checkMissing: 'Consulte o boleto antes de revisar o pagamento.',
  amountFixed: 'Valor definido pelo boleto.',
  amountRange: (min: number, max: number) => `Entre ${formatBRL(min)} e ${formatBRL(max)}.`,

  // The boleto's data (the check's result, the review, the detail).
  boletoDataTitle: 'Dados do boleto',
  boletoKind: 'Tipo',
  boletoKindName: (kind: BoletoKind) => (kind === 'utility' ? 'Conta de consumo ou tributo' : 'Boleto bancário'),
  payee: 'Beneficiário',
  payeeDocument: 'Documento do beneficiário',
  boletoBank: 'Banco',
  boletoLine: 'Linha digitável',
  dueDate: 'Vencimento',
  finalPaymentDate: 'Data limite de pagamento',
  noDate: 'Sem data',
  nominalAmount: 'Valor nominal',
  discount: 'Desconto',
  fine: 'Multa',
  interest: 'Juros',
  totalDue: 'Total a pagar',
  boletoReviewTitle: 'Revisão de Pagamento de Boleto',
  authenticationCode: 'Autenticação bancária',
  boletoFormError: 'Erro ao processar pagamento de boleto',

  // The boleto list.
  boletoListTitle: 'Pagamentos de Boleto',
  searchBoletoPlaceholder: 'Buscar por beneficiário, linha digitável, descrição ou ID',
  columnPayee: 'Beneficiário',
  columnBank: 'Banco',
  columnLine: 'Linha digitável',
  viewBoletoPayment: (payee: string, id: string) => `Ver pagamento de boleto ${shortId(id)} para ${payee}`,

  // The batch tab's upload (spec 4 §2 'Batch tab', §5 'batch upload'; D4).
  batchTitle: 'Pagamentos em Lote',
  batchDrop: 'Arraste o arquivo CNAB aqui ou clique para escolher',
  batchDropHint: 'CNAB 240 (.txt, .ret ou .cnab), até 5 MB',
  batchFileInput: 'Arquivo CNAB',
  batchUploading: (fileName: string) => `Enviando ${fileName}…`,
  batchUploadFailed: 'Não foi possível enviar o arquivo.',
  batchDuplicateTitle: 'Enviar o arquivo de novo?',
  batchSendAnyway: 'Enviar mesmo assim',

  // The batch list.
  batchListTitle: 'Arquivos enviados',
  searchBatches: 'Buscar arquivos',
  searchBatchesPlaceholder: 'Buscar pelo nome do arquivo',
  batchSort: 'Ordenar por',
  sortNewest: 'Mais recentes',
  sortOldest: 'Mais antigos',
  sortAmount: 'Maior valor',
  sortFileName: 'Nome do arquivo',
  refreshBatches: 'Atualizar',
  batchesLoading: 'Carregando arquivos…',
  columnFileName: 'Arquivo',
  columnUploadedAt: 'Enviado em',
  columnLines: 'Linhas (válidas/total)',
  columnTotal: 'Valor total',
  columnPaidLines: 'Linhas pagas',
  batchLinesCount: (valid: number, total: number) => `${valid}/${total}`,
  viewBatch: (fileName: string) => `Ver lote ${fileName}`,

  // The batch's dialog.
  batchDialogTitle: 'Lote de pagamentos',
  batchLoading: 'Carregando lote…',
  batchLoadFailed: 'Não foi possível carregar o lote.',
  batchFile: 'Arquivo',
  batchUploadedBy: 'Enviado por',
  batchLines: 'Linhas',
  batchValidLines: 'Linhas válidas',
  batchInvalidLines: 'Linhas inválidas',
  batchTotal: 'Valor total',
  batchPaidLines: 'Linhas pagas',
  batchFailedLines: 'Linhas com falha',
  batchPaidAmount: 'Valor pago',
  batchSubmittedBy: 'Enviado para pagamento por',
  batchErrorsTitle: 'Problemas encontrados no arquivo',
  batchErrorLine: (line: number, reason: string) => `Linha ${line}: ${reason}`,
  batchErrorsMore: 'Veja todas as linhas inválidas na tabela abaixo.',
  batchProcessing: 'Os pagamentos do lote estão sendo feitos; esta tela se atualiza sozinha.',

  // The batch's actions.
  batchActionsLabel: 'Ações do lote',
  submitBatch: 'Enviar para pagamento',
  approveBatch: 'Aprovar',
  rejectBatch: 'Rejeitar',
  cancelBatch: 'Cancelar lote',
  returnFile: 'Baixar retorno',
  returnFileFailed: 'Não foi possível baixar o arquivo de retorno.',
  submitBatchTitle: 'Enviar o lote para pagamento?',
  approveBatchTitle: 'Aprovar este lote?',
  confirmBatchPayment: (lines: number, cents: number) =>
    `Confirmar pagamento de ${lines} ${lines === 1 ? 'linha' : 'linhas'} no total de ${formatBRL(cents)}`,
  batchInvalidNotPaid: (lines: number) =>
    lines === 1 ? 'A linha inválida não será paga.' : `As ${lines} linhas inválidas não serão pagas.`,
  batchPolicyNote: 'Se a regra de aprovação exigir, o lote aguardará a aprovação de outra pessoa.',
  cancelBatchTitle: 'Cancelar este lote?',
  cancelBatchText: 'Nenhuma linha do lote será paga. Esta ação não pode ser desfeita.',
  keepBatch: 'Manter lote',
  rejectBatchReason: 'Motivo da rejeição',
  confirmRejectBatch: 'Rejeitar lote',
  back: 'Voltar',
  batchSubmitted: 'Lote enviado para pagamento',
  batchSentForApproval: 'Lote enviado para aprovação',
  batchApproved: 'Lote aprovado',
  batchRejected: 'Lote rejeitado',
  batchCancelled: 'Lote cancelado',
  batchActionFailed: 'Não foi possível concluir a ação no lote.',

  // The batch's lines.
  batchLinesTitle: 'Linhas do arquivo',
  lineStatusFilter: 'Status das linhas',
  allLines: 'Todas as linhas',
  linesEmpty: 'Nenhuma linha encontrada',
  linesLoadFailed: 'Não foi possível carregar as linhas.',
  columnLineNumber: 'Linha',
  columnKind: 'Tipo',
  columnLineRecipient: 'Favorecido',
  columnTarget: 'Chave ou código de barras',
  columnLineDate: 'Data',
  columnReason: 'Motivo',
  lineKind: (kind: PaymentBatchLineKind) => LINE_KIND_NAMES[kind],
} as const;

/** A payment's id as the list shows it: its first eight characters (the whole id is in the detail). */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** A boleto's line as a row shows it: its first and last digits ('23790…24610'); the whole line is in the detail. */
export function shortLine(line: string): string {
  return line.length > 12 ? `${line.slice(0, 5)}…${line.slice(-5)}` : line;
}
