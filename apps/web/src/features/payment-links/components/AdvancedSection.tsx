import { Divider, Stack, Textarea } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { DetailSection } from '../../../components/DetailSection';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import { ExpiryFields } from './ExpiryFields';
import type { LinkFormValues } from './linkForm';
import { MetadataFields } from './MetadataFields';
import { SplitSection } from './SplitSection';
import { SubscriptionExtras } from './SubscriptionExtras';

interface AdvancedSectionProps {
  subscription: boolean;
  withMetadata: boolean;
  /** The split (one-off links, charges.split). */
  withSplit: boolean;
}

/** 'Configurações avançadas': expiry, bank-slip description, a subscription's additional value, metadata, split. */
export function AdvancedSection({ subscription, withMetadata, withSplit }: AdvancedSectionProps) {
  const { register, formState } = useFormContext<LinkFormValues>();
  return (
    <DetailSection title={T.advanced}>
      <Stack gap="md">
        <ExpiryFields />
        <Divider />
        <Textarea
          label={T.bankSlipDescription}
          rows={3}
          error={formState.errors.bankSlipDescription?.message}
          {...register('bankSlipDescription')}
        />
        {subscription && (
          <>
            <Divider />
            <SubscriptionExtras />
          </>
        )}
        {withMetadata && (
          <>
            <Divider />
            <MetadataFields />
          </>
        )}
        {withSplit && (
          <>
            <Divider />
            <SplitSection />
          </>
        )}
      </Stack>
    </DetailSection>
  );
}
