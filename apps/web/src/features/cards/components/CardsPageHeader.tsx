import { Button, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { CARDS_PATH } from '../links';
import { CARDS_TEXTS as T } from '../texts';

/** The title row of a page under /cartao: its heading and 'Gerenciar cartões' back to the list (spec 4 §2). */
export function CardsPageHeader({ title }: { title: string }) {
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Title order={1}>{title}</Title>
      <Button
        component={Link}
        to={CARDS_PATH}
        variant="default"
        leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
      >
        {T.backToCards}
      </Button>
    </Group>
  );
}
