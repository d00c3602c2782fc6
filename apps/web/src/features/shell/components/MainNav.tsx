import { useEffect, useMemo, useRef } from 'react';
import { NavLink, ScrollArea, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import IconHelp from '@tabler/icons-react/dist/esm/icons/IconHelp.mjs';
import IconLogout from '@tabler/icons-react/dist/esm/icons/IconLogout.mjs';
import { visibleMenu, type Grant } from '@cofre/contract';
import { brand } from '../../../app/brand';
import { MenuSections } from './MenuSections';
import { SHELL_TEXTS } from '../texts';
import classes from './MainNav.module.css';

/** How long a group takes to open (Mantine's Collapse): the current entry is revealed again after it. */
const GROUP_OPENING_MS = 300;

/** Scrolls the menu just enough for its current entry to be seen whole (nothing when it already is). */
function revealCurrent(viewport: HTMLElement | null) {
  const current = viewport?.querySelector('[aria-current="page"]');
  if (!viewport || !current) return;
  const item = current.getBoundingClientRect();
  const box = viewport.getBoundingClientRect();
  if (item.bottom > box.bottom) viewport.scrollTop += item.bottom - box.bottom + 8;
  else if (item.top < box.top) viewport.scrollTop -= box.top - item.top + 8;
}

interface MainNavProps {
  grant: Grant;
  pathname: string;
  onLogout: () => void;
  loggingOut?: boolean;
  /** Called after a menu link is followed (closes the navbar on mobile). */
  onNavigate?: () => void;
}

/** The side menu built from the route table for the user's grant (spec 1 §2.5). */
export function MainNav({ grant, pathname, onLogout, loggingOut = false, onNavigate }: MainNavProps) {
  const sections = useMemo(() => visibleMenu(grant), [grant]);
  const viewport = useRef<HTMLDivElement>(null);
  // The current page's entry is always in sight, also on a short screen or inside a group that opens.
  // Measured in the next frame, where the browser lays the page out anyway: from the effect it forced
  // a layout of the whole page inside the first load's commit (41 ms of a 136 ms task at 4× slowdown).
  useEffect(() => {
    const frame = requestAnimationFrame(() => revealCurrent(viewport.current));
    const timer = setTimeout(() => revealCurrent(viewport.current), GROUP_OPENING_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pathname]);
  return (
    <Stack h="100%" gap={0} justify="space-between">
      <ScrollArea type="auto" style={{ flex: 1 }} p="xs" viewportRef={viewport}>
        {sections.length === 0 ? (
          <Text c="dimmed" fz="sm" p="sm">
            {SHELL_TEXTS.menuEmpty}
          </Text>
        ) : (
          <MenuSections sections={sections} pathname={pathname} onNavigate={onNavigate} />
        )}
      </ScrollArea>
      {/* One row for the two: the height they gave back is the menu's. */}
      <SimpleGrid cols={2} spacing={0} p="xs" className={classes.footer}>
        <NavLink
          classNames={{ root: classes.link }}
          component="a"
          href={brand.faqUrl}
          target="_blank"
          rel="noopener noreferrer"
          label={
            <>
              {SHELL_TEXTS.faq}
              <VisuallyHidden> {SHELL_TEXTS.opensInNewTab}</VisuallyHidden>
            </>
          }
          leftSection={<IconHelp size={18} stroke={1.7} aria-hidden="true" />}
          rightSection={<IconExternalLink size={14} aria-hidden="true" />}
        />
        <NavLink
          classNames={{ root: classes.link }}
          component="button"
          type="button"
          label={SHELL_TEXTS.logout}
          leftSection={<IconLogout size={18} stroke={1.7} aria-hidden="true" />}
          onClick={onLogout}
          disabled={loggingOut}
        />
      </SimpleGrid>
    </Stack>
  );
}
