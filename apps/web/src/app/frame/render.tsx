import { renderToStaticMarkup } from 'react-dom/server';
import { SignedInFrame, type FrameKind } from './SignedInFrame';

/** The frame of each kind as HTML, for the build to hand the server (scripts/prerender-frame.mjs). */
export function renderFrames(): Record<FrameKind, string> {
  return {
    dashboard: renderToStaticMarkup(<SignedInFrame kind="dashboard" />),
    page: renderToStaticMarkup(<SignedInFrame kind="page" />),
  };
}
