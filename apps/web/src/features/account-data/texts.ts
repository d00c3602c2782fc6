import {
  ACCOUNT_PIX_KEY_MESSAGES,
  PIX_KEY_MAX,
  PIX_KEY_TYPE_LABELS,
  PIX_LIMIT_MESSAGES,
  type AccountPixKeyType,
} from '@cofre/contract';

/**
 * The key types as this screen names them: a company's phone key is a mobile number (the SMS code
 * goes to it), so 'Celular'; the others are the contract's labels.
 */
export const ACCOUNT_PIX_KEY_TYPE_LABELS: Record<AccountPixKeyType, string> = {
  CNPJ: PIX_KEY_TYPE_LABELS.CNPJ,
  EMAIL: PIX_KEY_TYPE_LABELS.EMAIL,
  PHONE: 'Celular',
  EVP: PIX_KEY_TYPE_LABELS.EVP,
};

/**
 * Screen texts of 'Dados da Conta' (spec 3 §2, §4, §5, §8, §9). The spec's messages (toasts,
 * validation, empty text) are the contract's ACCOUNT_PIX_KEY_MESSAGES; the directory's refusals come
 * back in the error body (BNK-008…BNK-015).
 */
export const ACCOUNT_DATA_TEXTS = {
  ...ACCOUNT_PIX_KEY_MESSAGES,
  pageTitle: 'Dados da Conta',
  loading: 'Carregando os dados da conta…',
  loadFailed: 'Não foi possível carregar os dados da conta.',
  retry: 'Tentar novamente',
  notConfigured: PIX_LIMIT_MESSAGES.notConfigured,
  notConfiguredNote: 'Ative a sua conta PJ para cadastrar chaves Pix e ver os dados da conta.',
  // The account.
  accountTitle: 'Conta PJ',
  bank: 'Banco',
  agency: 'Agência',
  account: 'Conta',
  accountNumber: (number: string, digit: string) => `${number}-${digit}`,
  // The keys.
  pixKeysTab: 'Chaves Pix',
  payoutTab: 'Conta bancária',
  tabsLabel: 'Dados da conta',
  keysTable: 'Chaves Pix da conta',
  keysUsed: (used: number, max: number) => `${used} de ${max} chaves`,
  newKey: 'Nova Chave Pix',
  limitReached: `Limite de ${PIX_KEY_MAX} chaves pix atingido. Exclua uma chave para cadastrar outra.`,
  columnType: 'Tipo',
  columnKey: 'Chave',
  columnCreated: 'Criada em',
  evpPending: 'Gerada pelo diretório após o registro',
  actions: (key: string) => `Ações da chave ${key}`,
  copy: 'Copiar chave',
  copyFailed: 'Não foi possível copiar a chave.',
  typeCode: 'Digitar código SMS',
  delete: 'Excluir chave',
  deleteTitle: 'Excluir chave Pix?',
  deleteText: 'A chave deixa de receber Pix assim que o diretório confirmar a exclusão.',
  deleteCancelText: 'O cadastro desta chave, que aguarda o código SMS, será cancelado.',
  deleting: 'Exclusão enviada ao diretório do Pix. A chave aparece como Excluindo até a confirmação.',
  // The new-key dialog.
  dialogTitle: 'Nova Chave Pix',
  type: 'Tipo de chave',
  cnpjKey: 'CNPJ da empresa',
  cnpjLocked: 'A chave CNPJ é sempre o CNPJ da empresa titular da conta.',
  emailKey: 'E-mail',
  emailPlaceholder: 'nome@empresa.com.br',
  phoneKey: 'Celular (com DDD)',
  phoneHint: 'Enviaremos um código por SMS para confirmar que o número é seu.',
  evpNote: 'Uma chave aleatória será gerada pelo diretório do Pix.',
  cancel: 'Cancelar',
  register: 'Cadastrar chave',
  refusedTitle: 'Chave não cadastrada',
  // The SMS code.
  codeTitle: 'Confirme o celular',
  codeSentTo: 'Enviamos um código de 6 dígitos por SMS para',
  code: 'Código SMS',
  confirm: 'Confirmar',
  sandboxSms: 'Ver SMS enviado (ambiente de testes)',
  sandboxSmsDone: 'SMS do ambiente de testes exibido.',
  sandboxSmsTitle: 'SMS enviado (ambiente de testes)',
  sandboxSmsNone: 'Nenhum SMS encontrado para esta chave.',
  sandboxSmsAll: 'Ver todos os SMS',
  // The sandbox page 'SMS enviados' (/sandbox/sms).
  sandboxSmsPageTitle: 'SMS enviados (ambiente de testes)',
  sandboxSmsPageNote:
    'No ambiente de testes nenhum SMS é enviado de verdade: cada mensagem que o celular receberia fica aqui e na pasta outbox do servidor, ao lado dos e-mails.',
  sandboxSmsTable: 'SMS enviados',
  sandboxSmsEmpty: 'Nenhum SMS enviado.',
  sandboxSmsLoadFailed: 'Não foi possível carregar os SMS.',
  columnSentAt: 'Enviado em',
  columnTo: 'Para',
  columnText: 'Mensagem',
  phoneEndingIn: (lastDigits: string) => `celular terminado em ${lastDigits}`,
  // The end.
  createdTitle: 'Chave cadastrada',
  registeringTitle: 'Chave em registro',
  close: 'Fechar',
} as const;
