import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/**
 * A callback ref for the last rendered item; `onVisible` runs whenever that item scrolls into
 * view while `active`. The observer is rebuilt when the item or `active` changes.
 */
export function useLastItemInView(onVisible: () => void, active: boolean) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const fire = useEffectEvent(onVisible);

  useEffect(() => {
    if (!element || !active) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) fire();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, active]);

  return useCallback((node: HTMLElement | null) => setElement(node), []);
}
