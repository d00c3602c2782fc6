import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { teamUserListSchema, teamUserSchema, type TeamUserCreate, type TeamUserUpdate } from '@cofre/contract';
import { apiRequest } from '../../../lib/api';

export const teamQuery = queryOptions({
  queryKey: ['settings', 'team'],
  queryFn: ({ signal }) => apiRequest('/users', { signal }, teamUserListSchema),
});

export const useTeam = () => useQuery(teamQuery);

function useTeamMutation<V>(key: string, run: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['settings', 'team', key],
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQuery.queryKey }),
  });
}

/** POST /api/users: the invitation (CREATED until the set-password e-mail is used). */
export const useInviteUser = () =>
  useTeamMutation('invite', (body: TeamUserCreate) => apiRequest('/users', { method: 'POST', body }, teamUserSchema));

/** PATCH /api/users/{id}: profile and status (USR-002 keeps the last active administrator). */
export const useUpdateUser = () =>
  useTeamMutation('update', ({ id, body }: { id: string; body: TeamUserUpdate }) =>
    apiRequest(`/users/${encodeURIComponent(id)}`, { method: 'PATCH', body }, teamUserSchema),
  );

/** DELETE /api/users/{id}. */
export const useDeleteUser = () =>
  useTeamMutation('delete', (id: string) => apiRequest(`/users/${encodeURIComponent(id)}`, { method: 'DELETE' }));

/** POST /api/users/{id}/invitation: a new set-password link for an invitation not yet accepted. */
export const useResendInvitation = () =>
  useTeamMutation('resend', (id: string) =>
    apiRequest(`/users/${encodeURIComponent(id)}/invitation`, { method: 'POST' }),
  );
