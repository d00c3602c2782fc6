import { useParams } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';
import { InvitationForm } from '../components/InvitationForm';

/**
 * /convite/:token: the invitation e-mail's link. Who invited the person to which store, and the
 * password they create (docs/invitations.md). Its own address, so the link says what it is.
 */
export default function InvitationPage() {
  const { token = '' } = useParams();
  return (
    <AuthLayout>
      <InvitationForm token={token} />
    </AuthLayout>
  );
}
