import { useId, type ReactNode } from 'react';
import { Box, Collapse, Paper, Title, UnstyledButton } from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';

interface FormSectionProps {
  title: string;
  opened: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/**
 * One collapsible block of the sub-seller form (spec 3 §2: 'Collapsible sections'). The title is
 * the toggle button; a collapsed block keeps its inputs mounted (hidden), so what was typed stays
 * and still counts on submit.
 */
export function FormSection({ title, opened, onToggle, children }: FormSectionProps) {
  const titleId = useId();
  const panelId = useId();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId}>
        <UnstyledButton
          onClick={onToggle}
          aria-expanded={opened}
          aria-controls={panelId}
          w="100%"
          style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, font: 'inherit' }}
        >
          {title}
          <IconChevronDown
            size={20}
            aria-hidden="true"
            style={{ flexShrink: 0, transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        </UnstyledButton>
      </Title>
      <Collapse expanded={opened} id={panelId} keepMountedMode="display-none">
        <Box pt="md">{children}</Box>
      </Collapse>
    </Paper>
  );
}
