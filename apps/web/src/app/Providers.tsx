import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { NotificationsHost } from './NotificationsHost';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  children: ReactNode;
  /** 'test' turns off transitions and portals (Testing Library). */
  env?: 'default' | 'test';
}

/** App-wide providers. The react-query client belongs to the signed-in shell (ShellLayout). */
export function Providers({ children, env = 'default' }: ProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env} cssVariablesResolver={cssVariablesResolver}>
      <NotificationsHost />
      {children}
    </MantineProvider>
  );
}
