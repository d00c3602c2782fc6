import { Center, Loader } from '@mantine/core';

export function PageLoader({ label = 'Carregando' }: { label?: string }) {
  return (
    <Center mih={240} role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
