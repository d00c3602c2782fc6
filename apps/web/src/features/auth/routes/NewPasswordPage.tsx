import { useParams, useSearchParams } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';
import { InvitationForm } from '../components/InvitationForm';
import { NewPasswordForm } from '../components/NewPasswordForm';

/**
 * /redefinir-senha/:token: the link e-mailed by the reset request. With '?convite=1' it is an
 * invitation sent before invitations had their own address (/convite/:token, InvitationPage): such
 * links stay valid for their 7 days, so they still open the invitation's words.
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
