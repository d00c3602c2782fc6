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
  deleteCharge: 'Deletar cobrança',
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
  heldAmount: 'Retido',
  confirm: 'Confirmar',
  close: 'Fechar',
} as const;

/** The public 3-D Secure page. */
export const THREE_DS_TEXTS = {
  title: 'Autenticação do pagamento',
  intro: 'Digite o código de 6 dígitos enviado pelo banco emissor do cartão para autorizar a compra.',
  codeLabel: 'Código de verificação',
  confirm: 'Confirmar',
  approved: 'Pagamento autenticado. Você já pode fechar esta página.',
  failed: 'Autenticação recusada.',
  sandboxNote: (code: string) => `Ambiente de testes: use o código ${code}.`,
  missing: 'Link de autenticação inválido. Abra novamente o link recebido com a cobrança.',
  notFound: 'Esta autenticação não existe ou não está mais disponível.',
  loadFailed: 'Não foi possível carregar a autenticação.',
} as const;
