import { useEffect, useRef } from 'react';
import { Tabs, type TabsListProps } from '@mantine/core';
import classes from './ScrollingTabsList.module.css';

/**
 * A Tabs.List that stays one row: on a narrow screen the tabs scroll sideways instead of wrapping
 * onto a second line, and the selected tab is scrolled into sight (a link to the last tab shows it).
 * While tabs lie beyond the right edge, the edge fades (`data-more`): a phone user sees there are more.
 */
export function ScrollingTabsList({ className, ...props }: TabsListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shownTab = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const mark = () => {
      list.toggleAttribute('data-more', list.scrollLeft + list.clientWidth < list.scrollWidth - 1);
    };
    // Measured when the browser lays the list out anyway (a resize observer's turn), never by
    // forcing a layout of the whole page from an effect.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    observer?.observe(list);
    list.addEventListener('scroll', mark, { passive: true });
    return () => {
      observer?.disconnect();
      list.removeEventListener('scroll', mark);
    };
  }, []);
  useEffect(() => {
    const tab = ref.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ?? null;
    // Only when the selection changed: measuring forces a layout, and the list re-renders often.
    if (tab === shownTab.current) return;
    const frame = requestAnimationFrame(() => {
      shownTab.current = tab;
      const list = ref.current;
      if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
      const start = tab.offsetLeft;
      const end = start + tab.offsetWidth;
      // Only the list moves: scrollIntoView would scroll the page as well.
      if (start < list.scrollLeft) list.scrollLeft = start;
      else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
    });
    return () => cancelAnimationFrame(frame);
  });
  return <Tabs.List ref={ref} className={[classes.list, className].filter(Boolean).join(' ')} {...props} />;
}
