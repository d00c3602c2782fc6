import type { ReactNode } from 'react';
import { Button, Card, Group, Title } from '@mantine/core';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import { CLIENT_TEXTS } from '../texts';

interface EditableCardProps {
  title: string;
  /** Id of the title, which names the section for assistive technology. */
  titleId: string;
  /** Shows 'Editar' in the header; absent while editing or when the role may not edit. */
  onEdit?: () => void;
  children: ReactNode;
}

/** A detail block with its title and an 'Editar' button: the contact and the address cards. */
export function EditableCard({ title, titleId, onEdit, children }: EditableCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="md" mih={30}>
        <Title order={2} fz="h4" id={titleId}>
          {title}
        </Title>
        {onEdit && (
          <Button variant="subtle" size="xs" leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={onEdit}>
            {CLIENT_TEXTS.edit}
          </Button>
        )}
      </Group>
      {children}
    </Card>
  );
}
