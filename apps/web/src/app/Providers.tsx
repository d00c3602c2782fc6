import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { NotificationsHost } from './NotificationsHost';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  children: ReactNode;
  /** 'test' turns off transitions and portals (Testing Library). */
  env?: 'default' | 'test';
}

/**
 * Whether the page came with the theme's CSS variables (the build writes them into index.html:
 * scripts/prerender-frame.mjs). Then Mantine does not compute them again on every load; without them
 * (the dev server, tests) it does, as usual.
 */
const VARIABLES_IN_PAGE =
  typeof document !== 'undefined' && document.head.querySelector('style[data-mantine-styles="true"]') !== null;

/**
 * App-wide providers. The react-query client belongs to the signed-in shell (ShellLayout).
 * Tests (`env="test"`) render without the theme's CSS variables: jsdom matched their few hundred
 * declarations against every element each time Testing Library asked an element's computed style
 * (its visibility, for every role query), about 5 % of the web suite's CPU; no test reads a variable's
 * value, and jsdom lays nothing out.
 */
export function Providers({ children, env = 'default' }: ProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      env={env}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={!VARIABLES_IN_PAGE && env !== 'test'}
    >
      <NotificationsHost />
      {children}
    </MantineProvider>
  );
}
