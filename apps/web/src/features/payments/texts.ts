import {
  formatBRL,
  PIX_FAVORITE_MESSAGES,
  PIX_KEY_TYPE_LABELS,
  PIX_PAYMENT_MESSAGES,
  type PixKeyType,
} from '@cofre/contract';
import { formatDateTime } from '../../lib/format';

/** Fills a contract message's '{name}' slots ('Saldo disponível: {amount}'). */
export function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

/**
 * The Pagamentos area's words (spec 4 §2, §5, §8; D3, D22). The spec's messages (validation, toasts,
 * the favorites' words) are the contract's PIX_PAYMENT_MESSAGES and PIX_FAVORITE_MESSAGES.
 */
export const PAYMENTS_TEXTS = {
  pageTitle: 'Sistema de Gerenciamento de Pagamentos',
  tabsLabel: 'Tipos de pagamento',
  pixTab: 'PIX',
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

  // The approval policy.
  policyTitle: 'Aprovação de pagamentos',
  policyRequired: 'Exigir aprovação de outra pessoa',
  policyThreshold: 'A partir de',
  policyThresholdHint: 'R$ 0,00 = todos os pagamentos',
  policySaved: 'Regra de aprovação salva.',
  policySaveFailed: 'Não foi possível salvar a regra de aprovação.',
  policyOff: 'Pagamentos PIX não precisam da aprovação de outra pessoa.',
  policyAll: 'Todo pagamento PIX precisa da aprovação de outra pessoa antes de sair da conta.',
  policyFrom: (cents: number) =>
    `Pagamentos PIX a partir de ${formatBRL(cents)} precisam da aprovação de outra pessoa antes de sair da conta.`,
  policyApprovers: (count: number) =>
    count === 1 ? '1 pessoa pode aprovar pagamentos.' : `${count} pessoas podem aprovar pagamentos.`,
} as const;

/** A payment's id as the list shows it: its first eight characters (the whole id is in the detail). */
export function shortId(id: string): string {
  return id.slice(0, 8);
}
