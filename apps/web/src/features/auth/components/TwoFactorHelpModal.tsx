import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { brand } from '../../../app/brand';

interface TwoFactorHelpModalProps {
  opened: boolean;
  onClose: () => void;
}

export default function TwoFactorHelpModal({ opened, onClose }: TwoFactorHelpModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Está com dificuldades para acessar?"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="sm">
        <Text>
          Se você não consegue gerar o código no seu aplicativo autenticador, fale com o nosso suporte para recuperar o
          acesso à sua conta.
        </Text>
        <Text>
          E-mail: <Anchor href={`mailto:${brand.support.email}`}>{brand.support.email}</Anchor>
        </Text>
        <Text>
          Telefone: <Anchor href={brand.support.phoneHref}>{brand.support.phone}</Anchor>
        </Text>
      </Stack>
    </Modal>
  );
}
