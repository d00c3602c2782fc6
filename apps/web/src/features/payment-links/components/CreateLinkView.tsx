import { useEffect, useState } from 'react';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { LINK_MESSAGES, type PaymentLink, type PaymentLinkType } from '@cofre/contract';
import { PageLoader } from '../../../components/PageLoader';
import { showApiError } from '../../../lib/api';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { useCreatePaymentLink } from '../api/createPaymentLink';
import { usePaymentDefaults } from '../api/getPaymentDefaults';
import { PAYMENT_LINKS_PATH } from '../links';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import { FormPageHeader } from './FormPageHeader';
import { LinkCreatedModal } from './LinkCreatedModal';
import { newLinkValues } from './linkForm';
import { PaymentLinkForm } from './PaymentLinkForm';

const TITLES: Record<PaymentLinkType, string> = {
  ORDER: T.orderFormTitle,
  SUBSCRIPTION: T.subscriptionFormTitle,
  FAST_ORDER: LINK_MESSAGES.fastFormTitle,
};

/**
 * A new link of `type`: the form starts from the seller's defaults (D9; every method off when they
 * cannot be read, with the spec's toast), and a created link opens the success dialog.
 */
export function CreateLinkView({ type }: { type: PaymentLinkType }) {
  const defaults = usePaymentDefaults();
  const create = useCreatePaymentLink();
  const navigate = useNavigate();
  const [created, setCreated] = useState<PaymentLink | null>(null);
  useLoadErrorToast(defaults.errorUpdatedAt, LINK_MESSAGES.defaultsFailed);
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [type]);

  return (
    <Stack gap="lg">
      <FormPageHeader title={TITLES[type]} />
      {defaults.isPending ? (
        <PageLoader />
      ) : (
        <PaymentLinkForm
          key={type}
          initialValues={newLinkValues(type, defaults.data)}
          submitLabel={type === 'FAST_ORDER' ? T.finish : T.createLink}
          pending={create.isPending}
          onSubmit={async (body) => {
            try {
              setCreated(await create.mutateAsync(body));
            } catch (error) {
              showApiError(error);
            }
          }}
        />
      )}
      <LinkCreatedModal link={created} onClose={() => void navigate(PAYMENT_LINKS_PATH)} />
    </Stack>
  );
}
