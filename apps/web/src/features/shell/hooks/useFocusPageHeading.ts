import { useEffect, useRef } from 'react';

/** How long a new page may take to show its heading (a lazy screen's chunk, its first data). */
const HEADING_WAIT_MS = 10_000;

/**
 * After a route change, the focus goes to the new page's <h1> (made focusable with tabIndex -1),
 * as accessible single-page apps do: a screen reader announces the page, and the next Tab starts
 * in it rather than at the top of the document. Not on the first load (the browser's own start),
 * and not when the page already put the focus inside itself (a field it opens on).
 */
export function useFocusPageHeading(pathname: string, mainId: string) {
  const firstLoad = useRef(true);
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    const focusHeading = () => {
      // Not the loading outline's heading (app/frame): it goes when the screen arrives.
      const heading = main.querySelector<HTMLElement>('h1:not(.cf-frame-title)');
      if (!heading) return false;
      const active = document.activeElement;
      if (active && active !== main && main.contains(active)) return true;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (focusHeading()) return;
    // The screen may still be loading: its heading is focused when it appears.
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, mainId]);
}
