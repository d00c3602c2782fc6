import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { useEffect, useState } from 'react';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { frameKindOf, SignedInFrame } from '../../../app/frame/SignedInFrame';
import { createQueryClient } from '../../../app/queryClient';
import { ensureFeatureToggles, useFeatures } from '../../../lib/featureToggles';
import { useSession } from '../../../lib/session';
import { ShellFrame } from '../components/ShellFrame';

/**
 * The signed-in area. Its react-query client lives and dies with it, so a new sign-in never
 * sees the previous user's cached data.
 */
export default function ShellLayout() {
  const session = useSession();
  const features = useFeatures();
  const [queryClient] = useState(createQueryClient);
  const { pathname } = useLocation();

  useEffect(() => {
    void ensureFeatureToggles();
  }, []);

  // RequireSession renders this only with a session; toggles unknown (no cache yet) → wait, in the
  // frame the HTML painted.
  if (!session || features === null) return <SignedInFrame kind={frameKindOf(pathname)} />;

  return (
    <QueryClientProvider client={queryClient}>
      <DatesProvider settings={{ locale: 'pt-br' }}>
        <ShellFrame session={session} />
      </DatesProvider>
    </QueryClientProvider>
  );
}
