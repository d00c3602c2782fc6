import { z } from 'zod';

export const errorItemSchema = z.object({
  code: z.string(),
  description: z.string(),
  title: z.string().optional(),
});
export const errorBodySchema = z.object({ errors: z.array(errorItemSchema) });
export type ErrorItem = z.infer<typeof errorItemSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Error catalogue: code → pt-BR description. Codes are stable; clients may branch on them. */
export const ERRORS = {
  'BAR-9999': 'Erro ao realizar login',
  'AUTH-001': 'E-mail ou senha inválidos.',
  'AUTH-002': 'Muitas tentativas de acesso. Aguarde alguns instantes e tente novamente.',
  'AUTH-003': 'Código de verificação inválido ou expirado.',
  'AUTH-004': 'Sua sessão expirou. Faça login novamente.',
  'AUTH-005': 'Sessão inválida. Faça login novamente.',
  'AUTH-006': 'Usuário inativo. Entre em contato com o administrador.',
  'AUTH-007': 'Link de redefinição de senha inválido ou expirado.',
  'AUTH-008': 'A senha deve ter entre 8 e 128 caracteres.',
  'AUTH-009': 'Faça login para continuar.',
  'PERM-001': 'Você não tem permissão para realizar esta ação.',
  'PERM-002': 'Este recurso não está habilitado para a sua conta.',
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
  'DSP-002': 'Não há contestação em aberto nesta cobrança.',
  'NF-001': 'Não é possível emitir nota fiscal para esta cobrança agora.',
  'NF-002': 'Somente notas fiscais autorizadas podem ser canceladas.',
  'NF-003': 'Somente notas fiscais autorizadas podem ser enviadas por e-mail.',
  'NF-004': 'A configuração de nota fiscal da sua conta não está ativa.',
  'CSV-001': 'Por Favor, selecione uma data final.',
  'CSV-002': 'O relatório ainda não está pronto ou expirou.',
  'GEN-400': 'Requisição inválida.',
  'GEN-404': 'Registro não encontrado.',
  'GEN-409': 'A operação não pode ser realizada no estado atual.',
  'GEN-413': 'A requisição é grande demais.',
  'GEN-414': 'O endereço da requisição é longo demais.',
  'GEN-415': 'Tipo de conteúdo não suportado.',
  'GEN-422': 'Chave de idempotência já usada com outro conteúdo.',
  'GEN-429': 'Muitas requisições. Tente novamente em instantes.',
  'GEN-431': 'Os cabeçalhos da requisição são grandes demais.',
  'GEN-500': 'Erro inesperado. Tente novamente em instantes.',
  /** Client-side only: the server could not be reached at all. */
  'NET-001': 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  'VAL-001': 'Preenchimento obrigatório!',
  'VAL-002': 'Valor inválido.',
} as const;
export type ErrorCode = keyof typeof ERRORS;

export function errorItem(code: ErrorCode, description: string = ERRORS[code]): ErrorItem {
  return { code, description };
}

/** '{code} - {description}', the way every toast shows an API error (spec 1 §8). */
export function formatErrorItem(item: ErrorItem): string {
  return `${item.code} - ${item.description}`;
}
