import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `sm` breakpoint (48em, 768 px): a phone, where the side menu is a drawer and lists
 * become stacked cards. Read on the first render (not in an effect), so a phone never paints the
 * wide layout first and then jumps.
 */
export const NARROW_SCREEN_QUERY = '(max-width: 47.99em)';

export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY, false, { getInitialValueInEffect: false });
}
