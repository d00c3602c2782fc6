import { Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { SubSellerForm } from '../components/SubSellerForm';
import { SUB_SELLERS_PATH } from '../links';
import { SUB_SELLER_TEXTS as T } from '../texts';

/** '/sub-vendedores/novo': the registration form; after the 'processing' dialog, the list. */
export default function SubSellerCreatePage() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{T.createTitle}</Title>
      <SubSellerForm onDone={() => void navigate(SUB_SELLERS_PATH)} />
    </Stack>
  );
}
