import { AuthLayout } from '../components/AuthLayout';
import { ResetRequestForm } from '../components/ResetRequestForm';

/** /redefinir-senha: request a reset link. */
export default function ResetPasswordPage() {
  return (
    <AuthLayout>
      <ResetRequestForm />
    </AuthLayout>
  );
}
