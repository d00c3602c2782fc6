import { z } from 'zod';
import { newPasswordRequestSchema } from './auth.js';
import { text } from './text.js';

/** How long an invitation's link lasts: a week, so an invitee back from a weekend still finds it valid. */
export const INVITATION_TTL_DAYS = 7;

/** The invitation page's words (the link of the invitation e-mail; docs/invitations.md). */
export const INVITATION_MESSAGES = {
  title: 'Você foi convidado para o Cofre',
  intro: (invitedBy: string, store: string) => `${invitedBy} convidou você para acessar a loja ${store} no Cofre.`,
  account: (email: string) => `Você vai entrar com o e-mail ${email}.`,
  submit: 'Criar senha',
  accepted: 'Senha criada! Entre com seu e-mail e a nova senha.',
} as const;

/** POST /public/invitations/lookup: what the invitation page shows before the password is chosen. */
export const invitationLookupRequestSchema = z.strictObject({ token: text().min(1).max(200) });

export const invitationSchema = z.object({
  email: z.string(),
  /** The store's name: its trade name, or its legal name without one. */
  store: z.string(),
  /** The inviting user's name, or their e-mail when they have none. */
  invitedBy: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** POST /public/invitations/acceptance: the invitee's first password (the user becomes ACTIVE). */
export const invitationAcceptRequestSchema = newPasswordRequestSchema;
export type InvitationAcceptRequest = z.infer<typeof invitationAcceptRequestSchema>;
