import { useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ClientSummary } from '@cofre/contract';
import { ClientPicker } from '../../features/clients';

/**
 * Browser-test page for the client picker, which no screen of this release uses yet (payment links,
 * charges and subscriptions will). Only in builds made with VITE_E2E_HARNESS=true: e2e builds it, the
 * product bundle does not contain it.
 */
export default function ClientPickerHarness() {
  const [client, setClient] = useState<ClientSummary | null>(null);
  return (
    <Paper p="lg" maw={520} withBorder>
      <Stack>
        <Title order={2}>Seletor de cliente</Title>
        <ClientPicker label="Cliente" value={client?.id ?? null} onChange={setClient} />
        <Text aria-live="polite">{client ? `Selecionado: ${client.name}` : 'Nenhum cliente selecionado'}</Text>
      </Stack>
    </Paper>
  );
}
