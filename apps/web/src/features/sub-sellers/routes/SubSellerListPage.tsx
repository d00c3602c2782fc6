import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { SubSellerList } from '../components/SubSellerList';
import { SUB_SELLER_CREATE_PATH } from '../links';
import { SUB_SELLER_TEXTS as T } from '../texts';

/** '/sub-vendedores' (spec 3 §2 'Sub-sellers list'): the seller's split recipients, searched and paged on the server. */
export default function SubSellerListPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{T.listTitle}</Title>
          <Text c="dimmed" fz="sm">
            {T.listIntro}
          </Text>
        </Stack>
        <Button onClick={() => void navigate(SUB_SELLER_CREATE_PATH)}>{T.add}</Button>
      </Group>
      <SubSellerList />
    </Stack>
  );
}
