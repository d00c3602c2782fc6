import { lazy, Suspense, useEffect } from 'react';
import type { Grant } from '@cofre/contract';
import { useUserTerms } from '../api/getUserTerms';

const TermsModal = lazy(() => import('./TermsModal'));

/** Asks whether the current terms were accepted; only when they were not is the dialog loaded and shown. */
export function TermsGate({ grant }: { grant: Grant }) {
  const terms = useUserTerms();

  useEffect(() => {
    if (terms.error) console.error('Falha ao verificar os termos de uso.', terms.error);
  }, [terms.error]);

  if (terms.data === undefined || terms.data.accepted === true) return null;
  return (
    <Suspense fallback={null}>
      <TermsModal grant={grant} terms={terms.data} />
    </Suspense>
  );
}
