import { z } from 'zod';
import { featureSchema } from './features.js';

export const featureTogglesResponseSchema = z.array(featureSchema);

export const userTermsResponseSchema = z.object({
  accepted: z.boolean(),
  version: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type UserTermsResponse = z.infer<typeof userTermsResponseSchema>;

export const blockCheckResponseSchema = z.object({ blockReason: z.string().nullable() });

export const BLOCK_BANNER = {
  title: 'Seller com saque bloqueado',
  text: 'Entre em contato com o suporte para atualizar seu cadastro.',
} as const;

export const TERMS_TEXTS = {
  title: 'Termos de uso',
  accept: 'Concordar e prosseguir',
  askAdmin:
    'Os termos de uso foram atualizados. Peça ao administrador da sua conta que os aceite para continuar usando a plataforma.',
  backToLogin: 'Voltar para tela de login',
} as const;

export const PERMISSION_DENIED_TEXT = 'Você não tem permissão para visualizar essa página!';
