import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from '../theme';
import { SignedInFrame, type FrameKind } from './SignedInFrame';

/** The frame of each kind as HTML, for the build to hand the server (scripts/prerender-frame.mjs). */
export function renderFrames(): Record<FrameKind, string> {
  return {
    dashboard: renderToStaticMarkup(<SignedInFrame kind="dashboard" />),
    page: renderToStaticMarkup(<SignedInFrame kind="page" />),
  };
}

/**
 * Mantine's CSS variables of our theme as the `<style>` element its provider would render, for the
 * build to write into index.html: computed in every page load, they were 76–92 ms of a phone's
 * throttled first render (app/Providers.tsx then leaves them out).
 */
export function renderThemeVariables(): string {
  const markup = renderToStaticMarkup(
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      withGlobalClasses={false}
    >
      {null}
    </MantineProvider>,
  );
  if (!/^<style data-mantine-styles="true">[^<]+<\/style>$/.test(markup)) {
    throw new Error('Mantine rendered more than its CSS variables');
  }
  return markup;
}
