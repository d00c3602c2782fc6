import { useState } from 'react';
import { Divider, Modal, Stack } from '@mantine/core';
import type { Webhook } from '@cofre/contract';
import { DetailList } from '../../../components/DetailList';
import { StatusBadge } from '../../../components/StatusBadge';
import { useNarrowScreen } from '../../../lib/useNarrowScreen';
import { WEBHOOKS_TEXTS as T } from '../texts';
import { WebhookDeliveryLog } from './WebhookDeliveryLog';
import { WebhookDomains } from './WebhookDomains';
import { WebhookHealth } from './WebhookHealth';
import { WebhookSecretPanel } from './WebhookSecretPanel';
import { WebhookUrl } from './WebhookUrl';

/**
 * An endpoint's 'Entregas' (spec 3 §8, like Stripe's endpoint page): its URL and domains, the
 * signing secret, a test event and the delivery log. Wide on a desktop, the whole screen on a phone.
 */
export function WebhookDetailModal({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const narrow = useNarrowScreen();
  // Mantine closes every open modal on Escape: while the renewal question is open, only it closes.
  const [question, setQuestion] = useState(false);
  return (
    <Modal
      opened={webhook !== null}
      onClose={onClose}
      title={webhook?.title}
      size="72rem"
      fullScreen={narrow}
      centered={!narrow}
      closeOnEscape={!question}
    >
      {webhook && (
        <Stack gap="lg" key={webhook.id}>
          <DetailList
            items={[
              { label: T.detailUrl, value: <WebhookUrl title={webhook.title} url={webhook.url} /> },
              { label: T.detailDomains, value: <WebhookDomains domains={webhook.domains} /> },
              {
                label: T.detailStatus,
                value: (
                  <>
                    <StatusBadge color={webhook.active ? 'green' : 'gray'}>
                      {webhook.active ? T.active : T.inactive}
                    </StatusBadge>
                    <WebhookHealth webhook={webhook} />
                  </>
                ),
              },
            ]}
          />
          <Divider />
          <WebhookSecretPanel webhookId={webhook.id} onQuestion={setQuestion} />
          <Divider />
          <WebhookDeliveryLog webhook={webhook} />
        </Stack>
      )}
    </Modal>
  );
}
