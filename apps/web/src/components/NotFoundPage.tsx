import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from './BrandLogo';

export default function NotFoundPage() {
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="md" ta="center">
        <BrandLogo size={32} />
        <Title order={1}>Página não encontrada</Title>
        <Text c="dimmed">O endereço que você acessou não existe ou foi removido.</Text>
        <Anchor component={Link} to="/">
          Ir para a página inicial
        </Anchor>
      </Stack>
    </Center>
  );
}
