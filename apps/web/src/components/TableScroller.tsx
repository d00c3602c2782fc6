import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Table } from '@mantine/core';

interface TableScrollerProps {
  /** The scroll region's accessible name: the table's own label. */
  label: string;
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  children: ReactNode;
}

/**
 * The sideways scroll around a wide table. While it scrolls it is a named region a keyboard can
 * reach (Tab, then the arrow keys), with the focus ring (axe: scrollable-region-focusable); when
 * everything fits it is no extra stop.
 */
export function TableScroller({ label, minWidth, children }: TableScrollerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const scroller = ref.current;
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(scroller.scrollWidth > scroller.clientWidth);
    const observer = new ResizeObserver(check);
    observer.observe(scroller);
    for (const inner of [scroller.firstElementChild, scroller.firstElementChild?.firstElementChild])
      if (inner) observer.observe(inner);
    // No first check here: the observer reports every observed box once when it starts, after
    // layout, where reading scrollWidth now would force one in the middle of the first render.
    return () => observer.disconnect();
  }, []);
  return (
    <Table.ScrollContainer
      ref={ref}
      minWidth={minWidth}
      type="native"
      className="mantine-focus-auto"
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </Table.ScrollContainer>
  );
}
