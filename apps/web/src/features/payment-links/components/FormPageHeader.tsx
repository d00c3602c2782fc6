import { Anchor, Group, Stack, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { Link } from 'react-router';
import { PAYMENT_LINKS_PATH } from '../links';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';

/** The back link to /seja-pago every creation page has (spec 2 §2), and the page's title. */
export function FormPageHeader({ title }: { title: string }) {
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={PAYMENT_LINKS_PATH} fz="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {T.back}
        </Group>
      </Anchor>
      <Title order={1}>{title}</Title>
    </Stack>
  );
}
