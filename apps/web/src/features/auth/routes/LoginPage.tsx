import { lazy, Suspense, useEffect, useState } from 'react';
import { isTwoFactorChallenge, type SignInResponse, type TwoFactorChallenge } from '@cofre/contract';
import { PageLoader } from '../../../components/PageLoader';
import { sessionStore } from '../../../lib/session';
import { AuthLayout } from '../components/AuthLayout';
import { LoginForm } from '../components/LoginForm';
import { prefetchSignedInArea, useCompleteSignIn } from '../hooks/useCompleteSignIn';

// Only accounts with two-factor need the second step: it loads on demand.
const TwoFactorForm = lazy(() => import('../components/TwoFactorForm'));

/** /login: e-mail and password, then the two-factor step when the account has one. */
export default function LoginPage() {
  const completeSignIn = useCompleteSignIn();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);

  // Opening the login page forgets any stored session (spec 1 §2.2).
  useEffect(() => {
    sessionStore.clear();
  }, []);

  const onSignedIn = async (response: SignInResponse) => {
    if (isTwoFactorChallenge(response)) setChallenge(response);
    else await completeSignIn(response);
  };

  return (
    <AuthLayout>
      {challenge ? (
        <Suspense fallback={<PageLoader />}>
          <TwoFactorForm challenge={challenge} onVerified={completeSignIn} onBack={() => setChallenge(null)} />
        </Suspense>
      ) : (
        // Fetched on the first input, key or tap in the form (a password manager's fill is an input),
        // not on its focus: the e-mail field is focused as the page opens, and the shell's download
        // and start then weighed on /login's own load.
        <div
          onInputCapture={prefetchSignedInArea}
          onKeyDownCapture={prefetchSignedInArea}
          onPointerDownCapture={prefetchSignedInArea}
        >
          <LoginForm onSignedIn={onSignedIn} />
        </div>
      )}
    </AuthLayout>
  );
}
