import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import IconUserPlus from '@tabler/icons-react/dist/esm/icons/IconUserPlus.mjs';
import { TEAM_MESSAGES } from '@cofre/contract';
import { EmptyState } from '../../../components/EmptyState';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { useTeam } from '../api/team';
import { TeamTable } from '../components/TeamTable';
import { UserInviteModal } from '../components/UserInviteModal';
import { SETTINGS_TEXTS as T } from '../texts';

/** '/usuarios' (spec 3 §2 users screen; D17: SELLER_ADMIN and SELLER_BACKOFFICE with view_create_users). */
export default function UsersPage() {
  const team = useTeam();
  const [inviting, setInviting] = useState(false);
  useLoadErrorToast(team.errorUpdatedAt, T.loadFailed);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1}>{TEAM_MESSAGES.title}</Title>
        <Button leftSection={<IconUserPlus size={18} aria-hidden="true" />} onClick={() => setInviting(true)}>
          {T.addUser}
        </Button>
      </Group>
      <Text c="dimmed" fz="sm">
        {T.usersIntro}
      </Text>
      {team.isError && !team.data ? (
        <EmptyState
          title={T.loadFailed}
          action={
            <Button variant="default" onClick={() => void team.refetch()}>
              {T.retry}
            </Button>
          }
        />
      ) : (
        <TeamTable users={team.data?.content} />
      )}
      <UserInviteModal opened={inviting} onClose={() => setInviting(false)} />
    </Stack>
  );
}
