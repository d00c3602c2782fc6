import { Stack, Title } from '@mantine/core';
import { RecurrenceImportForm } from '../components/RecurrenceImportForm';
import { SUBSCRIPTIONS_TEXTS as T } from '../texts';

/** '/importacao-de-recorrencia': an existing subscription brought in for a client (spec 2 §2). */
export default function RecurrenceImportPage() {
  return (
    <Stack gap="lg">
      <Title order={1}>{T.importTitle}</Title>
      <RecurrenceImportForm />
    </Stack>
  );
}
