import { Suspense, useEffect } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { brand } from '../../../app/brand';
import { frameKindOf, ScreenOutline } from '../../../app/frame/SignedInFrame';
import { RouteErrorBoundary } from '../../../components/RouteErrorBoundary';
import { useGrant } from '../../../lib/permissions';
import type { StoredSession } from '../../../lib/session';
import { useLogout } from '../../auth';
import { LazyNotificationDrawer } from '../../notifications';
import { useCurrentRoute } from '../hooks/useCurrentRoute';
import { useFocusPageHeading } from '../hooks/useFocusPageHeading';
import { BlockedBanner } from './BlockedBanner';
import { MainNav } from './MainNav';
import { TermsGate } from './TermsGate';
import { TopBar } from './TopBar';
import { SHELL_TEXTS } from '../texts';
import classes from './ShellFrame.module.css';

const MAIN_ID = 'main-content';

/** Top bar, side menu, blocked banner, terms and notifications around the current page. */
export function ShellFrame({ session }: { session: StoredSession }) {
  const grant = useGrant();
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const [navOpened, nav] = useDisclosure(false);
  const logout = useLogout();

  useEffect(() => {
    document.title = route ? `${route.title} · ${brand.name}` : brand.name;
  }, [route]);
  useFocusPageHeading(pathname, MAIN_ID);

  return (
    <>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
        padding="lg"
      >
        {/* The first stop of the keyboard: past the top bar and the menu to the page. */}
        <a
          href={`#${MAIN_ID}`}
          className={classes.skipLink}
          onClick={(event) => {
            event.preventDefault();
            document.getElementById(MAIN_ID)?.focus();
          }}
        >
          {SHELL_TEXTS.skipToContent}
        </a>
        <AppShell.Header>
          <TopBar user={session.user} grant={grant} route={route} navOpened={navOpened} onToggleNav={nav.toggle} />
        </AppShell.Header>
        <AppShell.Navbar component="nav" aria-label={SHELL_TEXTS.mainMenu} id="main-navbar">
          <MainNav
            grant={grant}
            pathname={pathname}
            onLogout={() => void logout.run()}
            loggingOut={logout.isPending}
            onNavigate={nav.close}
          />
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_ID} tabIndex={-1} className={classes.main}>
          <BlockedBanner />
          {/* The current route's boundary (reset when the path changes): a failing screen shows its error here, the shell stays. */}
          <RouteErrorBoundary>
            <Suspense fallback={<ScreenOutline kind={frameKindOf(pathname)} />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </AppShell.Main>
      </AppShell>
      <TermsGate grant={grant} />
      <LazyNotificationDrawer />
    </>
  );
}
