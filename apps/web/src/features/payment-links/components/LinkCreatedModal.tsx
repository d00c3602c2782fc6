import { Button, Center, Group, Modal, Stack, TextInput } from '@mantine/core';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import { LINK_MESSAGES, type PaymentLink } from '@cofre/contract';
import { QrCode } from '../../../components/QrCode';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import { copyLink } from './copyLink';

interface LinkCreatedModalProps {
  /** The link the POST returned; null while none. */
  link: PaymentLink | null;
  onClose: () => void;
}

/** 'Link de pagamento criado com sucesso!' (or 'Link rápido criado com sucesso!', with its QR code): the address to share. */
export function LinkCreatedModal({ link, onClose }: LinkCreatedModalProps) {
  const fast = link?.type === 'FAST_ORDER';
  return (
    <Modal
      opened={link !== null}
      onClose={onClose}
      title={fast ? LINK_MESSAGES.fastCreated : LINK_MESSAGES.created}
      centered
      closeButtonProps={{ 'aria-label': T.closeDialog }}
    >
      {link && (
        <Stack gap="md">
          {fast && (
            <Center>
              <QrCode value={link.url} label={T.qrCode(link.url)} />
            </Center>
          )}
          <TextInput
            label={T.linkAddress}
            value={link.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {T.close}
            </Button>
            <Button leftSection={<IconCopy size={16} aria-hidden="true" />} onClick={() => void copyLink(link.url)}>
              {T.copyLink}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
