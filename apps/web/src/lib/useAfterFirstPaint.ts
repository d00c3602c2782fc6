import { startTransition, useEffect, useState } from 'react';

/**
 * False for a screen's first render, true once the browser has painted it: a screen renders what a
 * phone shows first (its heading, the figures at the top) in one go, and the parts below the fold
 * right after, in a transition of their own (docs/web-performance.md, "…the cards below the fold").
 *
 * A requestAnimationFrame callback runs just before the next paint; the task it posts runs after
 * that paint. A hidden tab paints nothing and runs no animation frame: it renders everything at once.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setPainted(true));
    if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') {
      show();
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(show, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
