import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from './BrandLogo';

/** `embedded`: inside the shell (a record that does not exist), which already has the page's <main>. */
export default function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  return (
    <Center mih={embedded ? 360 : '100vh'} p="md" component={embedded ? 'section' : 'main'}>
      <Stack align="center" gap="md" ta="center">
        {!embedded && <BrandLogo size={32} />}
        <Title order={1}>Página não encontrada</Title>
        <Text c="dimmed">O endereço que você acessou não existe ou foi removido.</Text>
        <Anchor component={Link} to="/">
          Ir para a página inicial
        </Anchor>
      </Stack>
    </Center>
  );
}
