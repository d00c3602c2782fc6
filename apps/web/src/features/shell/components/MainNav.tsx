import { useMemo } from 'react';
import { NavLink, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import IconHelp from '@tabler/icons-react/dist/esm/icons/IconHelp.mjs';
import IconLogout from '@tabler/icons-react/dist/esm/icons/IconLogout.mjs';
import { visibleMenu, type Grant } from '@cofre/contract';
import { brand } from '../../../app/brand';
import { MenuSections } from './MenuSections';
import { SHELL_TEXTS } from '../texts';

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
  return (
    <Stack h="100%" gap={0} justify="space-between">
      <ScrollArea type="auto" style={{ flex: 1 }} p="xs">
        {sections.length === 0 ? (
          <Text c="dimmed" fz="sm" p="sm">
            {SHELL_TEXTS.menuEmpty}
          </Text>
        ) : (
          <MenuSections sections={sections} pathname={pathname} onNavigate={onNavigate} />
        )}
      </ScrollArea>
      <Stack gap={0} p="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <NavLink
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
          component="button"
          type="button"
          label={SHELL_TEXTS.logout}
          leftSection={<IconLogout size={18} stroke={1.7} aria-hidden="true" />}
          onClick={onLogout}
          disabled={loggingOut}
        />
      </Stack>
    </Stack>
  );
}
