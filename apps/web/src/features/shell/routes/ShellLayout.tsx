import '@mantine/dates/styles.css';
import 'dayjs/locale/pt-br';
import { useEffect, useState } from 'react';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../app/queryClient';
import { PageLoader } from '../../../components/PageLoader';
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

  useEffect(() => {
    void ensureFeatureToggles();
  }, []);

  // RequireSession renders this only with a session; toggles unknown (no cache yet) → wait.
  if (!session || features === null) return <PageLoader />;

  return (
    <QueryClientProvider client={queryClient}>
      <DatesProvider settings={{ locale: 'pt-br' }}>
        <ShellFrame session={session} />
      </DatesProvider>
    </QueryClientProvider>
  );
}
