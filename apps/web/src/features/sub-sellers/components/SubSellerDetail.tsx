import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import { formatDate, type SubSeller } from '@cofre/contract';
import { StatusBadge } from '../../../components/StatusBadge';
import { SUB_SELLER_TEXTS as T } from '../texts';
import { RegistrationNotice } from './RegistrationNotice';
import { SubSellerEditForm } from './SubSellerEditForm';
import { SubSellerReadView } from './SubSellerReadView';
import { DocumentNumber } from '../../../components/Unbreakable';

/** '/sub-vendedores/:id' (spec 3 §2): the header, the registration's notice, then read mode or edit mode. */
export function SubSellerDetail({ subSeller }: { subSeller: SubSeller }) {
  const [editing, setEditing] = useState(false);
  // Back in read mode the seller sees the header and the registration's notice, not the form's bottom.
  const leaveEditing = () => {
    setEditing(false);
    window.scrollTo({ top: 0 });
  };
  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="sm" align="center">
            <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
              {subSeller.name}
            </Title>
            {!subSeller.isActive && <StatusBadge color="gray">{T.disabled}</StatusBadge>}
          </Group>
          <Text fz="sm" c="dimmed">
            {`${subSeller.documentType} `}
            <DocumentNumber value={subSeller.document} />
            {` · ${T.registeredOn(formatDate(subSeller.createdAt))}`}
          </Text>
        </Stack>
        {!editing && (
          <Button
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            onClick={() => setEditing(true)}
          >
            {T.edit}
          </Button>
        )}
      </Group>
      <RegistrationNotice subSeller={subSeller} />
      {editing ? (
        <SubSellerEditForm subSeller={subSeller} onDone={leaveEditing} />
      ) : (
        <SubSellerReadView subSeller={subSeller} />
      )}
    </Stack>
  );
}
