import { useParams } from 'react-router';
import { AuthLayout } from '../components/AuthLayout';
import { NewPasswordForm } from '../components/NewPasswordForm';

/** /redefinir-senha/:token: the link e-mailed by the reset request. */
export default function NewPasswordPage() {
  const { token = '' } = useParams();
  return (
    <AuthLayout>
      <NewPasswordForm token={token} />
    </AuthLayout>
  );
}
