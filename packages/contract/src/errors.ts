import { z } from 'zod';

export const errorItemSchema = z.object({
  code: z.string(),
  description: z.string(),
  title: z.string().optional(),
});
export const errorBodySchema = z.object({ errors: z.array(errorItemSchema) });
export type ErrorItem = z.infer<typeof errorItemSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** An error code's declaration: the HTTP status it always leaves with, and its pt-BR description. */
export type ErrorDefinition = readonly [status: number, description: string];

/** code → description, read from a table of definitions. */
export function descriptionsOf<const T extends Record<string, ErrorDefinition>>(table: T): { [K in keyof T]: string } {
  return Object.fromEntries(Object.entries(table).map(([code, [, description]]) => [code, description])) as {
    [K in keyof T]: string;
  };
}

/**
 * The platform's error codes (sign-in, permissions, generic HTTP, network, validation), each declared
 * once: code → [HTTP status, pt-BR description]. The domains' codes are in error-catalogue.ts, a module of its own so that a page that
 * needs only these (the login screen) does not download every domain's texts; `ERRORS` there is the
 * whole catalogue. Codes are stable; clients may branch on them.
 */
export const PLATFORM_ERROR_DEFINITIONS = {
  'BAR-9999': [500, 'Erro ao realizar login'],
  'AUTH-001': [401, 'E-mail ou senha inválidos.'],
  'AUTH-002': [429, 'Muitas tentativas de acesso. Aguarde alguns instantes e tente novamente.'],
  'AUTH-003': [401, 'Código de verificação inválido ou expirado.'],
  'AUTH-004': [401, 'Sua sessão expirou. Faça login novamente.'],
  'AUTH-005': [401, 'Sessão inválida. Faça login novamente.'],
  'AUTH-006': [401, 'Usuário inativo. Entre em contato com o administrador.'],
  'AUTH-007': [400, 'Link de redefinição de senha inválido ou expirado.'],
  'AUTH-008': [400, 'A senha deve ter entre 8 e 128 caracteres.'],
  'AUTH-009': [401, 'Faça login para continuar.'],
  'AUTH-010': [
    404,
    'Este convite não vale mais: ele foi reenviado ou já foi aceito. Se você já criou sua senha, entre com seu e-mail.',
  ],
  'AUTH-011': [410, 'Este convite expirou. Peça a quem convidou você para reenviar o convite.'],
  'PERM-001': [403, 'Você não tem permissão para realizar esta ação.'],
  'PERM-002': [403, 'Este recurso não está habilitado para a sua conta.'],
  'GEN-400': [400, 'Requisição inválida.'],
  'GEN-404': [404, 'Registro não encontrado.'],
  'GEN-409': [409, 'A operação não pode ser realizada no estado atual.'],
  'GEN-413': [413, 'A requisição é grande demais.'],
  'GEN-414': [414, 'O endereço da requisição é longo demais.'],
  'GEN-415': [415, 'Tipo de conteúdo não suportado.'],
  'GEN-422': [422, 'Chave de idempotência já usada com outro conteúdo.'],
  'GEN-429': [429, 'Muitas requisições. Tente novamente em instantes.'],
  'GEN-431': [431, 'Os cabeçalhos da requisição são grandes demais.'],
  'GEN-500': [500, 'Erro inesperado. Tente novamente em instantes.'],
  /** The readiness check: the database unreachable, or migrations not yet applied. */
  'GEN-503': [503, 'O serviço está iniciando ou em manutenção. Tente novamente em instantes.'],
  /** Client-side only: the server could not be reached at all. */
  'NET-001': [503, 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.'],
  'VAL-001': [400, 'Preenchimento obrigatório!'],
  'VAL-002': [400, 'Valor inválido.'],
} as const satisfies Record<string, ErrorDefinition>;

export const PLATFORM_ERRORS = descriptionsOf(PLATFORM_ERROR_DEFINITIONS);
export type PlatformErrorCode = keyof typeof PLATFORM_ERROR_DEFINITIONS;

/** errorItem for the platform's codes, without the domains' catalogue (for the web's API client). */
export function platformErrorItem(code: PlatformErrorCode): ErrorItem {
  return { code, description: PLATFORM_ERRORS[code] };
}

/** '{code} - {description}', the way every toast shows an API error (spec 1 §8). */
export function formatErrorItem(item: ErrorItem): string {
  return `${item.code} - ${item.description}`;
}
