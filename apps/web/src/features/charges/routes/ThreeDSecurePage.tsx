import { useState, type ReactNode } from 'react';
import { Alert, Center, Paper, Stack, Title } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { createQueryClient } from '../../../app/queryClient';
import { BrandLogo } from '../../../components/BrandLogo';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessages, isApiError } from '../../../lib/api';
import { useThreeDSecureChallenge } from '../api/getThreeDSecureChallenge';
import { ThreeDSecureForm } from '../components/ThreeDSecureForm';
import { THREE_DS_TEXTS } from '../texts';

/**
 * '/3ds?challenge=<id>': the buyer's 3-D Secure page (public, no session, no shell). It has its
 * own react-query client: the signed-in shell's is not there, and /login never loads this chunk.
 */
export default function ThreeDSecurePage() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Center component="main" mih="100vh" p="md" bg="gray.0">
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 40 }} w="100%" maw={480}>
          <Stack gap="lg">
            <BrandLogo size={32} />
            <Title order={1} fz="h2">
              {THREE_DS_TEXTS.title}
            </Title>
            <ChallengeView />
          </Stack>
        </Paper>
      </Center>
    </QueryClientProvider>
  );
}

function ChallengeView() {
  const [params] = useSearchParams();
  const challengeId = params.get('challenge')?.trim() || null;
  const challenge = useThreeDSecureChallenge(challengeId);
  const returnTo = checkoutReturn(params.get('volta'));

  if (!challengeId) return <Problem>{THREE_DS_TEXTS.missing}</Problem>;
  if (challenge.data) return <ThreeDSecureForm challenge={challenge.data} returnTo={returnTo} />;
  if (challenge.isError) {
    const status = isApiError(challenge.error) ? challenge.error.status : 0;
    if (status === 404 || status === 400) return <Problem>{THREE_DS_TEXTS.notFound}</Problem>;
    return <Problem>{[THREE_DS_TEXTS.loadFailed, ...errorMessages(challenge.error)].join(' ')}</Problem>;
  }
  return <PageLoader />;
}

function Problem({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light" role="alert">
      {children}
    </Alert>
  );
}

/** Only a path of our own hosted checkout: the parameter never sends the buyer elsewhere. */
export function checkoutReturn(value: string | null): string | null {
  return value && /^\/pagar\/[\w-]+(\/[\w-]+)?(\?pagamento=[\w-]+)?$/.test(value) ? value : null;
}
