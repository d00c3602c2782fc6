import { z } from 'zod';

export const errorItemSchema = z.object({
  code: z.string(),
  description: z.string(),
  title: z.string().optional(),
});
export const errorBodySchema = z.object({ errors: z.array(errorItemSchema) });
export type ErrorItem = z.infer<typeof errorItemSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The platform's error codes (sign-in, permissions, generic HTTP, network, validation): code → pt-BR
 * description. The domains' codes are in error-catalogue.ts, a module of its own so that a page that
 * needs only these (the login screen) does not download every domain's texts; `ERRORS` there is the
 * whole catalogue. Codes are stable; clients may branch on them.
 */
export const PLATFORM_ERRORS = {
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

export type PlatformErrorCode = keyof typeof PLATFORM_ERRORS;

/** errorItem for the platform's codes, without the domains' catalogue (for the web's API client). */
export function platformErrorItem(code: PlatformErrorCode): ErrorItem {
  return { code, description: PLATFORM_ERRORS[code] };
}

/** '{code} - {description}', the way every toast shows an API error (spec 1 §8). */
export function formatErrorItem(item: ErrorItem): string {
  return `${item.code} - ${item.description}`;
}
