import { PLATFORM_ERRORS, type ErrorItem } from './errors.js';

/** The domains' codes: clients, charges, refunds, links, checkout... */
export const DOMAIN_ERRORS = {
  'TERMS-001': 'Somente o administrador pode aceitar os termos de uso.',
  'CLI-001': 'Já existe um cliente cadastrado com este documento.',
  'LOOKUP-001': 'CNPJ não encontrado.',
  'LOOKUP-002': 'Cep inválido.',
  'LOOKUP-003': 'A consulta está indisponível no momento. Preencha os dados manualmente.',
  'CHG-001': 'Esta cobrança não pode ser alterada para paga.',
  'CHG-002': 'Esta cobrança não pode ser excluída.',
  'CHG-003': 'Esta ação não está disponível para a forma de pagamento da cobrança.',
  'CHG-004': 'O desafio 3-D Secure não está mais disponível.',
  'CHG-005': 'Código de verificação incorreto.',
  'CHG-006': 'A data de vencimento não pode estar no passado.',
  'CHG-007': 'Cada parcela deve ser de no mínimo R$ 5,00.',
  'CHG-008': 'Esta cobrança não pode ser estornada.',
  'CHG-009': 'O valor do estorno é maior que o disponível para estorno.',
  'CHG-010': 'O estorno foi recusado pela adquirente. Tente novamente mais tarde.',
  'CHG-011': 'Não há estorno nesta cobrança para gerar a carta de cancelamento.',
  'CHG-020': 'O valor mínimo de um boleto é R$ 5,00.',
  'CHG-021': 'O valor mínimo de um Pix é R$ 1,00.',
  'CHG-022': 'O valor mínimo de uma cobrança no cartão de crédito é R$ 5,00.',
  'DSP-001': 'Só é possível abrir contestação de uma cobrança paga com cartão.',
  'CHG-030': 'Só é possível alterar boletos e Pix agendados ou atrasados.',
  'CHG-031': 'Informe uma data de vencimento ou um valor diferente do atual.',
  'CHG-032': 'Só é possível enviar cobranças em aberto.',
  'CHG-033': 'Esta cobrança não está mais disponível.',
  'DSP-002': 'Não há contestação em aberto nesta cobrança.',
  'DSP-003': 'Os documentos desta contestação já foram enviados.',
  'DSP-004': 'Cada arquivo pode ter no máximo 5 MB.',
  'DSP-005': 'Envie arquivos PDF, JPG ou PNG.',
  'DSP-006': 'Envie no máximo 10 arquivos por contestação.',
  'DSP-007': 'O prazo para enviar documentos terminou.',
  'DSP-008': 'Anexe ao menos um documento antes de enviar.',
  'NF-001': 'Não é possível emitir nota fiscal para esta cobrança agora.',
  'NF-002': 'Somente notas fiscais autorizadas podem ser canceladas.',
  'NF-003': 'Somente notas fiscais autorizadas podem ser enviadas por e-mail.',
  'NF-004': 'A configuração de nota fiscal da sua conta não está ativa.',
  'LNK-001': 'Este link de pagamento não está mais disponível.',
  'LNK-002': 'O plano escolhido não está ativo.',
  'LNK-003': 'Com o desconto, o valor fica abaixo do mínimo da forma de pagamento.',
  'LNK-004': 'A data precisa estar no futuro',
  'LNK-005': 'Links rápidos não estão habilitados para a sua conta.',
  'LNK-006': 'Metadados internos não estão habilitados para a sua conta.',
  'LNK-007': 'Esta forma de pagamento não está disponível neste link.',
  'LNK-008': 'Número de parcelas não disponível para esta forma de pagamento.',
  'CKO-001': 'URL já em uso por outro checkout!',
  'CKO-002': 'Sua conta já possui um checkout. Edite o existente.',
  'CSV-001': 'Por Favor, selecione uma data final.',
  'FIN-001': 'Saques não podem ser solicitados entre 23h e 1h (horário de Brasília).',
  'FIN-002': 'O valor do saque é maior que o saldo disponível.',
  'FIN-003': 'Cadastre uma conta bancária para receber seus repasses.',
  'FIN-004': 'Falha na requisição, por favor tente novamente mais tarde',
  'FIN-005': 'A antecipação sob demanda não está habilitada para a sua conta.',
  'FIN-006': 'Não há recebíveis disponíveis para antecipar.',
  'FIN-007': 'Incluir o saldo a liberar não está disponível para a sua conta.',
  'FIN-008': 'O período pode terminar no máximo 360 dias à frente.',
  'FIN-009': 'O período do extrato em CSV pode ter no máximo 366 dias.',
  'CSV-002': 'O relatório ainda não está pronto ou expirou.',
} as const;

/** The whole catalogue: code → pt-BR description. */
export const ERRORS = { ...PLATFORM_ERRORS, ...DOMAIN_ERRORS } as const;
export type ErrorCode = keyof typeof ERRORS;

export function errorItem(code: ErrorCode, description: string = ERRORS[code]): ErrorItem {
  return { code, description };
}
