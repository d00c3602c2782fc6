import { useParams, useSearchParams } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';
import { InvitationForm } from '../components/InvitationForm';
import { NewPasswordForm } from '../components/NewPasswordForm';

/**
 * /redefinir-senha/:token: the link e-mailed by the reset request, or with '?convite=1' by an
 * invitation, which has its own words ('Você foi convidado…', 'Criar senha'; docs/invitations.md).
 */
export default function NewPasswordPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <AuthLayout>
      {params.has('convite') ? <InvitationForm token={token} /> : <NewPasswordForm token={token} />}
    </AuthLayout>
  );
}
