import { Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { can, formatDate, TERMS_TEXTS, type Grant, type UserTermsResponse } from '@cofre/contract';
import { brand } from '../../../app/brand';
import { showApiError } from '../../../lib/api';
import { useLogout } from '../../auth';
import { useAcceptUserTerms } from '../api/acceptUserTerms';
import { SHELL_TEXTS } from '../texts';

const noop = () => {};

/**
 * Blocks the back-office until the current terms are accepted (spec 1 §2.4, D15). TermsGate shows
 * it (a chunk of its own: the dialog's code is fetched only by a user who has terms to accept).
 */
export default function TermsModal({ grant, terms }: { grant: Grant; terms: UserTermsResponse }) {
  const accept = useAcceptUserTerms();
  const logout = useLogout();
  const canAccept = can(grant, 'terms.accept');

  const { version, publishedAt } = terms;

  return (
    <Modal
      opened
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
