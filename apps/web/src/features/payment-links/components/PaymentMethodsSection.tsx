import { Stack, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { LINK_LIMITS } from '@cofre/contract';
import { DetailSection } from '../../../components/DetailSection';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import { CardFields } from './CardFields';
import { maxCardInstallments, type LinkFormValues } from './linkForm';
import { MethodFields } from './MethodFields';

/** 'Métodos de pagamento': boleto, card and Pix, each with its discount and instalments (spec 2 §4). */
export function PaymentMethodsSection() {
  const { control, formState } = useFormContext<LinkFormValues>();
  // The contract puts 'Selecione ao menos um método de pagamento.' on the card's switch.
  const noMethod = formState.errors.creditCard?.enabled?.message;
  const feeBearer = useWatch({ control, name: 'creditCard.feeBearer' });
  return (
    <DetailSection title={T.paymentMethods}>
      <Stack gap="sm">
        <MethodFields method="bankSlip" label={T.bankSlip} maxInstallments={LINK_LIMITS.bankSlipInstallments} />
        <MethodFields method="creditCard" label={T.creditCard} maxInstallments={maxCardInstallments(feeBearer)}>
          <CardFields />
        </MethodFields>
        <MethodFields method="pix" label={T.pix} maxInstallments={LINK_LIMITS.pixInstallments} />
        {noMethod && (
          <Text c="red" fz="sm" role="alert">
            {noMethod}
          </Text>
        )}
      </Stack>
    </DetailSection>
  );
}
