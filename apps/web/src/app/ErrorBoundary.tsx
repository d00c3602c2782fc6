import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { APP_TEXTS } from './texts';

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
            {APP_TEXTS.errorTitle}
          </Title>
          <Text c="dimmed">{APP_TEXTS.errorText}</Text>
          <Button onClick={() => window.location.reload()}>{APP_TEXTS.reload}</Button>
        </Stack>
      </Center>
    );
  }
}
