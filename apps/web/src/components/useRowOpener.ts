import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

const INTERACTIVE = 'a, button, input, select, textarea, [role="button"]';

/**
 * A click anywhere on a row (or card) follows its link, except on a control of its own; ctrl/cmd
 * opens a new tab, and selecting text opens nothing.
 */
export function useRowOpener() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>, href: string) => {
    // The row's link handles its own clicks (and middle/ctrl-click opens a new tab).
    if ((event.target as Element).closest(INTERACTIVE)) return;
    if (window.getSelection()?.toString()) return; // the user is selecting text, not opening
    if (event.ctrlKey || event.metaKey) window.open(href, '_blank', 'noopener');
    else void navigate(href);
  };
}
