import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { INVITATION_MESSAGES, newPasswordFormSchema, PASSWORD_MIN_LENGTH, type Invitation } from '@cofre/contract';
import { errorMessages, showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { lookupInvitation, useAcceptInvitation } from '../api/invitation';
import { useRedirectToLogin } from '../hooks/useRedirectToLogin';
import { AUTH_TEXTS } from '../texts';
import { NewPasswordFields } from './NewPasswordFields';
import { NEW_PASSWORD_REDIRECT_MS } from './NewPasswordForm';

type Lookup = { invitation: Invitation } | { refused: string } | null;

/**
 * The invitation e-mail's page (/convite/:token, or '?convite=1' on an older new-password link): who
 * invited the person to which store, then 'Criar senha'. An expired or replaced link says what to do
 * instead of a form.
 */
export function InvitationForm({ token }: { token: string }) {
  const [lookup, setLookup] = useState<Lookup>(null);
  useEffect(() => {
    let live = true;
    lookupInvitation(token).then(
      (invitation) => live && setLookup({ invitation }),
      (error: unknown) => live && setLookup({ refused: errorMessages(error, (item) => item.description).join(' ') }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <Stack gap="md" aria-busy={lookup === null}>
      <Title order={1} fz="h2" id="invitation-title">
        {INVITATION_MESSAGES.title}
      </Title>
      {lookup === null && <Loader size="sm" aria-label={AUTH_TEXTS.invitationLoading} />}
      {lookup && 'refused' in lookup && (
        <Alert color="orange" variant="light" role="alert">
          {lookup.refused}
        </Alert>
      )}
      {lookup && 'invitation' in lookup && <ChoosePassword token={token} invitation={lookup.invitation} />}
      <Anchor component={Link} to="/login" fz="sm" ta="center">
        {AUTH_TEXTS.backToLogin}
      </Anchor>
    </Stack>
  );
}

function ChoosePassword({ token, invitation }: { token: string; invitation: Invitation }) {
  const accept = useAcceptInvitation();
  const redirectToLogin = useRedirectToLogin(NEW_PASSWORD_REDIRECT_MS);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState } = useContractForm(newPasswordFormSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  const submit = handleSubmit(async ({ password }) => {
    try {
      await accept.run({ token, newPassword: password });
      showSuccess(INVITATION_MESSAGES.accepted);
      setDone(true);
      redirectToLogin();
    } catch (error) {
      showApiError(error);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="invitation-title">
      <Stack gap="md">
        <div>
          <Text>{INVITATION_MESSAGES.intro(invitation.invitedBy, invitation.store)}</Text>
          <Text c="dimmed" fz="sm" mt={4}>
            {INVITATION_MESSAGES.account(invitation.email)} {AUTH_TEXTS.passwordHint(PASSWORD_MIN_LENGTH)}
          </Text>
        </div>
        <NewPasswordFields register={register} errors={formState.errors} />
        <Button type="submit" size="md" fullWidth loading={accept.isPending} disabled={done}>
          {INVITATION_MESSAGES.submit}
        </Button>
      </Stack>
    </form>
  );
}
