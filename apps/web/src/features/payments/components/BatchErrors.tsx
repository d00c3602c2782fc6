import { Alert, List, Text } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import type { PaymentBatch } from '@cofre/contract';
import { PAYMENTS_TEXTS as T } from '../texts';

/**
 * The problems the server found (D4): the file's own (a header, a trailer, the layout — a CNAB 400
 * file is refused here) and the first invalid lines; the lines' table has them all.
 */
export function BatchErrors({ batch }: { batch: Pick<PaymentBatch, 'errors' | 'invalidLines'> }) {
  if (batch.errors.length === 0) return null;
  return (
    // A group named by its title, not an alert: it is the batch's content, read with the rest.
    <Alert
      role="group"
      color="red"
      variant="light"
      title={T.batchErrorsTitle}
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
    >
      <List size="sm" spacing={4}>
        {batch.errors.map((error, index) => (
          <List.Item key={`${error.line ?? 'file'}-${index}`}>
            {error.line === null ? error.reason : T.batchErrorLine(error.line, error.reason)}
          </List.Item>
        ))}
      </List>
      {batch.invalidLines > 0 && (
        <Text fz="sm" mt="xs">
          {T.batchErrorsMore}
        </Text>
      )}
    </Alert>
  );
}
