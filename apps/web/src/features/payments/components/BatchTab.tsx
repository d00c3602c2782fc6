import { useId, useState } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import { PAYMENTS_TEXTS as T } from '../texts';
import { BatchDetailsDialog } from './BatchDetailsDialog';
import { BatchList } from './BatchList';
import { BatchUpload } from './BatchUpload';

/**
 * Spec 4 §2 'Batch tab' (D4): 'Pagamentos em Lote' — the CNAB upload, then the files sent. A new
 * batch opens its summary at once; a row of the list opens its own.
 */
export function BatchTab() {
  const titleId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={titleId}>
      <Stack gap="lg">
        <Title order={2} fz="lg" id={titleId}>
          {T.batchTitle}
        </Title>
        <BatchUpload onUploaded={(batch) => setOpenId(batch.id)} />
        <BatchList onOpen={(batch) => setOpenId(batch.id)} />
      </Stack>
      <BatchDetailsDialog id={openId} onClose={() => setOpenId(null)} />
    </Paper>
  );
}
