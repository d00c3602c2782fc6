/** The buyer's 3-D Secure page (`/3ds?challenge=…&volta=…`), moved from the back-office word for word. */
export const THREE_DS_TEXTS = {
  title: 'Autenticação do pagamento',
  /** What the page says while the challenge loads (the back-office's loader said it too). */
  loading: 'Carregando',
  store: 'Loja',
  value: 'Valor',
  card: 'Cartão',
  cardNumber: (brand: string, last4: string) => `${brand} •••• ${last4}`,
  intro: 'Digite o código de 6 dígitos enviado pelo banco emissor do cartão para autorizar a compra.',
  codeLabel: 'Código de verificação',
  /** Each box of the code has its own name: which digit of how many. */
  codeDigit: (position: number, total: number) => `Código de verificação, dígito ${position} de ${total}`,
  confirm: 'Confirmar',
  approved: 'Pagamento autenticado. Você já pode fechar esta página.',
  /** With the checkout to go back to: it opens by itself, on the payment's confirmation. */
  approvedReturning: 'Pagamento autenticado. Voltando ao pagamento…',
  failed: 'Autenticação recusada.',
  backToCheckout: 'Voltar ao pagamento',
  sandboxNote: (code: string) => `Ambiente de testes: use o código ${code}.`,
  missing: 'Link de autenticação inválido. Abra novamente o link recebido com a cobrança.',
  notFound: 'Esta autenticação não existe ou não está mais disponível.',
  loadFailed: 'Não foi possível carregar a autenticação.',
} as const;
