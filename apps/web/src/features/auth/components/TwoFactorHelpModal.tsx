import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { brand } from '../../../app/brand';
import { AUTH_TEXTS } from '../texts';

interface TwoFactorHelpModalProps {
  opened: boolean;
  onClose: () => void;
}

export default function TwoFactorHelpModal({ opened, onClose }: TwoFactorHelpModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={AUTH_TEXTS.trouble}
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="sm">
        <Text>{AUTH_TEXTS.troubleText}</Text>
        <Text>
          {AUTH_TEXTS.supportEmail} <Anchor href={`mailto:${brand.support.email}`}>{brand.support.email}</Anchor>
        </Text>
        <Text>
          {AUTH_TEXTS.supportPhone} <Anchor href={brand.support.phoneHref}>{brand.support.phone}</Anchor>
        </Text>
      </Stack>
    </Modal>
  );
}
