import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { COMMON_TEXTS } from './texts';

interface BoundaryProps {
  children: ReactNode;
  /** The boundary forgets its error when this changes (another page was opened). */
  resetKey: string;
}

interface BoundaryState {
  error: Error | null;
  /** Bumped on every retry, so the section is mounted afresh. */
  attempt: number;
}

class SectionBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  componentDidUpdate(previous: BoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  private retry = () => {
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  render() {
    if (!this.state.error) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    return (
      <Alert color="red" variant="light" role="alert" title={COMMON_TEXTS.routeErrorTitle}>
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{COMMON_TEXTS.routeErrorText}</Text>
          <Button variant="light" color="red" onClick={this.retry}>
            {COMMON_TEXTS.routeErrorRetry}
          </Button>
        </Stack>
      </Alert>
    );
  }
}

/**
 * The error boundary of one route inside the shell: a screen that throws while rendering (or whose
 * chunk fails to load) shows a pt-BR message with 'Tentar novamente' in place of the page, and the
 * top bar, menu and drawer stay. Opening another page clears it. The shell wraps the current
 * route's element in one (features/shell/components/ShellFrame.tsx, around its Outlet), so every
 * route inside the shell has its own; a new route gets it from there, never by hand. (It lives in
 * the shell's chunk, not the entry's: /login does not carry it.)
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <SectionBoundary resetKey={pathname}>{children}</SectionBoundary>;
}
