import { useEffect } from 'react';
import { Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { can, formatDate, TERMS_TEXTS, type Grant } from '@cofre/contract';
import { brand } from '../../../app/brand';
import { showApiError } from '../../../lib/api';
import { useLogout } from '../../auth';
import { useAcceptUserTerms } from '../api/acceptUserTerms';
import { useUserTerms } from '../api/getUserTerms';
import { SHELL_TEXTS } from '../texts';

const noop = () => {};

/** Blocks the back-office until the current terms are accepted (spec 1 §2.4, D15). */
export function TermsModal({ grant }: { grant: Grant }) {
  const terms = useUserTerms();
  const accept = useAcceptUserTerms();
  const logout = useLogout();
  const canAccept = can(grant, 'terms.accept');

  useEffect(() => {
    if (terms.error) console.error('Falha ao verificar os termos de uso.', terms.error);
  }, [terms.error]);

  const opened = terms.data !== undefined && terms.data.accepted !== true;
  const { version, publishedAt } = terms.data ?? { version: null, publishedAt: null };

  return (
    <Modal
      opened={opened}
      onClose={noop}
      title={TERMS_TEXTS.title}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="lg"
    >
      <Stack gap="md">
        {version && (
          <Text fz="sm" c="dimmed">
            {SHELL_TEXTS.termsVersion(version, publishedAt ? formatDate(publishedAt) : null)}
          </Text>
        )}
        <Text>{SHELL_TEXTS.termsIntro(brand.name)}</Text>
        <Anchor href={brand.termsUrl} target="_blank" rel="noopener noreferrer">
          {SHELL_TEXTS.readTerms}
        </Anchor>
        {canAccept ? (
          <Button
            onClick={() => accept.mutate(undefined, { onError: (error) => showApiError(error) })}
            loading={accept.isPending}
            fullWidth
          >
            {TERMS_TEXTS.accept}
          </Button>
        ) : (
          <>
            <Text fw={500}>{TERMS_TEXTS.askAdmin}</Text>
            <Button variant="default" onClick={() => void logout.run()} loading={logout.isPending} fullWidth>
              {TERMS_TEXTS.backToLogin}
            </Button>
          </>
        )}
      </Stack>
    </Modal>
  );
}
