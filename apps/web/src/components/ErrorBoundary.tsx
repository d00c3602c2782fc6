import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';

interface ErrorBoundaryState {
  error: Error | null;
}

/** Last-resort page for a render error or a chunk that failed to load (e.g. after a deploy). */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Center mih="60vh" p="md">
        <Stack align="center" gap="sm" maw={420} ta="center">
          <Title order={1} fz="h2">
            Algo deu errado
          </Title>
          <Text c="dimmed">Recarregue a página para tentar novamente.</Text>
          <Button onClick={() => window.location.reload()}>Recarregar</Button>
        </Stack>
      </Center>
    );
  }
}
