import { useMemo, useState } from 'react';
import { Grid, Stack } from '@mantine/core';
import { FormProvider } from 'react-hook-form';
import { can, hasFeature, type PaymentLinkCreate } from '@cofre/contract';
import { useContractForm } from '../../../lib/form';
import { useGrant } from '../../../lib/permissions';
import { AdvancedSection } from './AdvancedSection';
import { FormActions } from './FormActions';
import { GeneralInfoSection } from './GeneralInfoSection';
import { cardPrice, linkFormSchema, type LinkFormValues } from './linkForm';
import { LinkPreview } from './LinkPreview';
import { PaymentMethodsSection } from './PaymentMethodsSection';
import { SplitReviewModal } from './SplitReviewModal';
import { SubscriptionInfoSection } from './SubscriptionInfoSection';

export interface PaymentLinkFormProps {
  initialValues: LinkFormValues;
  submitLabel: string;
  pending: boolean;
  /** The request, checked by the contract. A failure is the caller's to say; the form keeps what was typed. */
  onSubmit: (body: PaymentLinkCreate) => Promise<void>;
  onDelete?: () => void;
}

/**
 * The link form of every type (spec 2 §2): Informações gerais (by type), Métodos de pagamento,
 * Configurações avançadas; the preview beside it on wide screens and below it on phones. A split link
 * is sent only after 'Revise os valores do split' is confirmed.
 */
export function PaymentLinkForm({ initialValues, submitLabel, pending, onSubmit, onDelete }: PaymentLinkFormProps) {
  const grant = useGrant();
  const withMetadata = hasFeature(grant, 'view_payment_link_metadata');
  const { type } = initialValues;
  const withPreview = type !== 'FAST_ORDER' && hasFeature(grant, 'view_new_preview_payment_link');
  const withSplit = type === 'ORDER' && can(grant, 'charges.split');
  const schema = useMemo(() => linkFormSchema(withMetadata), [withMetadata]);
  const form = useContractForm(schema, { defaultValues: initialValues, mode: 'onTouched' });
  // The request waiting for the split review. Without charges.split a saved split is sent as it was:
  // the review is the split's owner's, and the server's 403 would end the session.
  const [reviewing, setReviewing] = useState<PaymentLinkCreate | null>(null);
  const submit = form.handleSubmit((body) => {
    if (withSplit && body.split.length > 0) setReviewing(body);
    else return onSubmit(body);
  });
  const confirm = () => {
    if (!reviewing) return;
    setReviewing(null);
    void onSubmit(reviewing);
  };

  const fields = (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel}>
      <Stack gap="lg">
        {type === 'SUBSCRIPTION' ? <SubscriptionInfoSection /> : <GeneralInfoSection withClient={type === 'ORDER'} />}
        <PaymentMethodsSection />
        <AdvancedSection subscription={type === 'SUBSCRIPTION'} withMetadata={withMetadata} withSplit={withSplit} />
        <FormActions submitLabel={submitLabel} pending={pending} onDelete={onDelete} />
      </Stack>
    </form>
  );

  return (
    <FormProvider {...form}>
      {withPreview ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>{fields}</Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <div style={{ position: 'sticky', top: 'calc(var(--app-shell-header-offset, 0px) + 16px)' }}>
              <LinkPreview type={type} />
            </div>
          </Grid.Col>
        </Grid>
      ) : (
        fields
      )}
      <SplitReviewModal
        // The server checks the split on what a card buyer pays in one go: the value less the card's discount.
        request={
          reviewing && {
            value: cardPrice(reviewing.value, reviewing.creditCard.discountPercent),
            split: reviewing.split,
          }
        }
        onCancel={() => setReviewing(null)}
        onConfirm={confirm}
      />
    </FormProvider>
  );
}
