import { z } from 'zod';
import { PROFILE_LABELS, PROFILES, profileSchema, type Profile } from './profiles.js';

/** The company's users, 'Usuarios' (spec 3 §2 users screen, §3 User, §4, §5 new user, §6, §7, §8). */
export const TEAM_MESSAGES = {
  title: 'Usuários',
  created: 'Usuario criado com sucesso.',
  createFailed: 'Erro ao criar o usuario.',
  updated: 'Usuario Atualizado com sucesso.',
  updateFailed: 'Erro ao atualizar o usuario.',
  deleted: 'Usuário excluído com sucesso.',
  inviteResent: 'Convite reenviado.',
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

export const teamUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  profile: profileSchema,
  status: userStatusSchema,
  createdAt: z.string(),
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
