import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { APP_ROUTES } from '@cofre/contract';
import { PageLoader } from '../components/PageLoader';
import { frameKindOf, SignedInFrame } from './frame/SignedInFrame';
import { RequireSession } from './RequireSession';

// Every screen is its own chunk; the shell too, so /login never downloads it.
const LoginPage = lazy(() => import('../features/auth/routes/LoginPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/routes/ResetPasswordPage'));
const NewPasswordPage = lazy(() => import('../features/auth/routes/NewPasswordPage'));
const InvitationPage = lazy(() => import('../features/auth/routes/InvitationPage'));
const ShellLayout = lazy(() => import('../features/shell/routes/ShellLayout'));
const NotFoundPage = lazy(() => import('../components/NotFoundPage'));
const RouteGate = lazy(() => import('./RouteGate'));
// Test-only pages: Vite turns the flag into a literal, so the product build drops them entirely.
const ClientPickerHarness =
  import.meta.env.VITE_E2E_HARNESS === 'true' ? lazy(() => import('./harness/ClientPickerHarness')) : null;

const page = (element: ReactNode) => <Suspense fallback={<PageLoader />}>{element}</Suspense>;

/**
 * While the shell's code arrives, the signed-in frame the server already painted into the HTML
 * (app/frame): React's first render replaces it with the same outline, not with a spinner.
 */
function SignedInShell() {
  const { pathname } = useLocation();
  return (
    <Suspense fallback={<SignedInFrame kind={frameKindOf(pathname)} />}>
      <ShellLayout />
    </Suspense>
  );
}

/** The route table of the contract is the router: one guarded route per APP_ROUTES entry. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={page(<LoginPage />)} />
      <Route path="/redefinir-senha" element={page(<ResetPasswordPage />)} />
      <Route path="/redefinir-senha/:token" element={page(<NewPasswordPage />)} />
      <Route path="/convite/:token" element={page(<InvitationPage />)} />
      <Route element={<RequireSession />}>
        <Route element={<SignedInShell />}>
          {APP_ROUTES.map((route) => (
            <Route key={route.key} path={route.path} element={<RouteGate route={route} />} />
          ))}
          {ClientPickerHarness && <Route path="/__e2e/seletor-de-cliente" element={page(<ClientPickerHarness />)} />}
        </Route>
      </Route>
      <Route path="*" element={page(<NotFoundPage />)} />
    </Routes>
  );
}
