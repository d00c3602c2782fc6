import type { PixKeyType, SplitPaymentType, SplitStatus } from '@cofre/contract';

/**
 * Screen texts of the sub-sellers feature (spec 3 §2, §4, §8). The spec's messages (validation,
 * empty list, search, processing and result dialogs, the INACTIVE hint) are the contract's
 * SUB_SELLER_MESSAGES; these are what only the screens say.
 */
export const SUB_SELLER_TEXTS = {
  listTitle: 'Sub-vendedores',
  listIntro: 'Parceiros que recebem uma parte das vendas feitas com split.',
  listLoadError: 'Não foi possível carregar os sub-vendedores.',
  searchLabel: 'Buscar sub-vendedores',
  add: '+ Novo sub-vendedor',
  retry: 'Tentar novamente',
  columnName: 'Nome',
  columnDocument: 'CPF/CNPJ',
  columnSplit: 'Divisão padrão',
  columnStatus: 'Status',
  columnActions: 'Ações',
  details: 'Ver detalhes',
  detailsOf: (name: string) => `Ver detalhes de ${name}`,
  disabled: 'Desativado',

  createTitle: 'Novo sub-vendedor',
  create: 'Criar sub-vendedor',
  generalSection: 'Informações gerais',
  addressSection: 'Endereço',
  splitSection: 'Divisão de valores padrão',
  bankSection: 'Dados bancários',
  showSection: (title: string) => `Mostrar ${title.toLowerCase()}`,
  hideSection: (title: string) => `Ocultar ${title.toLowerCase()}`,

  document: 'CPF ou CNPJ',
  personName: 'Nome',
  companyName: 'Razão social',
  email: 'E-mail',
  phone: 'Telefone',
  birthdate: 'Data de nascimento',
  openingDate: 'Data de abertura',
  ownerName: 'Nome do responsável',
  ownerDocument: 'CPF do responsável',
  description: 'Descrição do negócio',
  counter: (length: number, max: number) => `${length}/${max} caracteres`,
  companySearching: 'Buscando os dados da empresa...',
  companyFound: 'Dados preenchidos com o cadastro da empresa.',

  splitType: 'Tipo de divisão',
  splitValue: 'Valor',
  splitPercentage: 'Porcentagem',
  splitHint: 'Sugerida ao incluir o sub-vendedor em um link de pagamento; pode ser alterada em cada link.',

  bank: 'Banco',
  bankLoading: 'Carregando os bancos...',
  bankNotFound: 'Nenhum banco encontrado',
  issuer: 'Agência',
  issuerDigit: 'Dígito da agência',
  accountNumber: 'Conta',
  bankDigit: 'Dígito da conta',
  accountType: 'Tipo de conta',
  pixKeyType: 'Tipo de chave Pix',
  pixKey: 'Chave Pix',
  optional: 'Opcional',

  processingTitle: 'Cadastro em análise',
  ok: 'OK',

  edit: 'Editar',
  cancel: 'Cancelar',
  done: 'Concluir',
  registeredOn: (date: string) => `Cadastrado em ${date}`,
  pendingNotice: 'Cadastro em análise',
  refusedNotice: 'Cadastro reprovado',
  refusedTooltip: (reason: string | null, hint: string) => (reason ? `${reason} ${hint}` : hint),
  bankOf: (code: string, name: string) => `${code} - ${name}`,
  agencyOf: (issuer: string, digit: string | null) => (digit ? `${issuer}-${digit}` : issuer),
  accountOf: (number: string, digit: string) => `${number}-${digit}`,
  resultCheckData: 'Confira os dados do sub-vendedor e envie novamente.',
  keepEditing: 'Continuar editando',

  feeTypeTitle: 'Alterar o tipo de divisão?',
  feeTypeText:
    'A nova divisão vale para os próximos links de pagamento. O valor informado será apagado para que você digite o novo.',
  feeTypeConfirm: 'Alterar',

  deactivate: 'Desativar sub-vendedor',
  activate: 'Ativar sub-vendedor',
  deactivateTitle: 'Desativar este sub-vendedor?',
  activateTitle: 'Ativar este sub-vendedor?',
  deactivateText: 'Um sub-vendedor desativado não pode ser incluído em novos links de pagamento.',
  activateText: 'O sub-vendedor volta a poder ser incluído em novos links de pagamento.',
  deactivated: 'Sub-vendedor desativado.',
  activated: 'Sub-vendedor ativado.',
  confirm: 'Confirmar',
  loading: 'Carregando o sub-vendedor',
} as const;

/** The registration at the acquirer (splitStatus), not the seller's switch (isActive). */
export const SPLIT_STATUS_LABELS: Record<SplitStatus, string> = {
  PENDING: 'Em análise',
  ACTIVE: 'Aprovado',
  INACTIVE: 'Reprovado',
};

export const SPLIT_TYPE_LABELS: Record<SplitPaymentType, string> = {
  FIXED: 'Valor fixo (R$)',
  PERCENTAGE: 'Porcentagem (%)',
};

export const ACCOUNT_TYPE_LABELS = {
  CHECKING_ACCOUNT: 'Conta corrente',
  SAVINGS_ACCOUNT: 'Conta poupança',
} as const;

/** What a key of each type looks like (the labels are the contract's PIX_KEY_TYPE_LABELS, D6). */
export const PIX_KEY_PLACEHOLDERS: Record<PixKeyType, string> = {
  CPF: '000.000.000-00',
  CNPJ: '00.000.000/0000-00',
  EMAIL: 'nome@empresa.com.br',
  PHONE: '(00) 00000-0000',
  EVP: '00000000-0000-0000-0000-000000000000',
};
