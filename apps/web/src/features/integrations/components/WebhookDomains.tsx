import { Group } from '@mantine/core';
import { WEBHOOK_DOMAIN_LABELS, type WebhookDomain } from '@cofre/contract';
import { StatusBadge } from '../../../components/StatusBadge';

/** The domains an endpoint hears about, as labels ('Assinaturas', 'Cobrança Pontual'). */
export function WebhookDomains({ domains }: { domains: readonly WebhookDomain[] }) {
  return (
    <Group gap={4}>
      {domains.map((domain) => (
        <StatusBadge key={domain} color="blue">
          {WEBHOOK_DOMAIN_LABELS[domain]}
        </StatusBadge>
      ))}
    </Group>
  );
}
