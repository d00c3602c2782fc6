import { z } from 'zod';
import { PROFILE_LABELS, PROFILES, profileSchema, type Profile } from './profiles.js';

/** The company's users, 'Usuários' (spec 3 §2 users screen, §3 User, §4, §5 new user, §6, §7, §8). */
export const TEAM_MESSAGES = {
  title: 'Usuários',
  created: 'Usuário criado com sucesso. Enviamos o convite por e-mail.',
  createFailed: 'Erro ao criar o usuário.',
  updated: 'Usuário atualizado com sucesso.',
  updateFailed: 'Erro ao atualizar o usuário.',
  deleted: 'Usuário excluído com sucesso.',
  inviteResent: 'Convite reenviado. O link anterior deixou de valer.',
  required: 'Preenchimento obrigatório!',
  email: 'Digite um e-mail válido!',
} as const;

const chosenProfile = () => z.enum(PROFILES, { error: TEAM_MESSAGES.required });

export const USER_STATUSES = ['ACTIVE', 'INACTIVE', 'CREATED', 'BLOCKED'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;
export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  ACTIVE: 'ATIVO',
  INACTIVE: 'INATIVO',
  CREATED: 'CRIADO',
  BLOCKED: 'BLOQUEADO',
};
/** What the edit dialog offers: CREATED is the invitation's, never chosen (spec 3 §4). */
export const EDITABLE_USER_STATUSES = ['ACTIVE', 'BLOCKED', 'INACTIVE'] as const;

/**
 * Where a CREATED user's invitation stands: its latest link still valid (PENDING) or past its 7
 * days (EXPIRED; 'Reenviar convite' sends a new one).
 */
export const INVITATION_STATES = ['PENDING', 'EXPIRED'] as const;
export const invitationStateSchema = z.enum(INVITATION_STATES);
export type InvitationState = z.infer<typeof invitationStateSchema>;
export const INVITATION_STATE_LABELS: Record<InvitationState, string> = {
  PENDING: 'Convite pendente',
  EXPIRED: 'Convite expirado',
};

export const teamUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  profile: profileSchema,
  status: userStatusSchema,
  createdAt: z.string(),
  /** Only for a CREATED user (an invitation not yet accepted); null otherwise. */
  invitation: z.object({ state: invitationStateSchema, expiresAt: z.string().nullable() }).nullable(),
});
export type TeamUser = z.infer<typeof teamUserSchema>;
export const teamUserListSchema = z.object({ content: z.array(teamUserSchema) });

/** GET /users/profiles: value and label pairs (spec 3 §3). */
export const profileOptionsSchema = z.array(z.object({ value: profileSchema, label: z.string() }));
export const PROFILE_OPTIONS = (Object.keys(PROFILE_LABELS) as Profile[]).map((value) => ({
  value,
  label: PROFILE_LABELS[value],
}));

/** POST /users: an invitation (201, then the set-password e-mail). */
export const teamUserCreateSchema = z.strictObject({
  email: z
    .string({ error: TEAM_MESSAGES.required })
    .trim()
    .min(1, TEAM_MESSAGES.required)
    .max(160, TEAM_MESSAGES.email)
    .pipe(z.email(TEAM_MESSAGES.email)),
  profile: chosenProfile(),
});
export type TeamUserCreate = z.infer<typeof teamUserCreateSchema>;

/** PATCH /users/{id}: the profile and the status among ACTIVE, BLOCKED and INACTIVE. */
export const teamUserUpdateSchema = z.strictObject({
  profile: chosenProfile(),
  status: z.enum(EDITABLE_USER_STATUSES),
});
export type TeamUserUpdate = z.infer<typeof teamUserUpdateSchema>;
