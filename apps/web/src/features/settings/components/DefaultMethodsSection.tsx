import { Stack, Switch, Text } from '@mantine/core';
import { PAYMENT_SETTINGS_MESSAGES, type SellerPaymentMethods } from '@cofre/contract';
import { DetailSection } from '../../../components/DetailSection';
import { showApiError, showSuccess } from '../../../lib/api';
import { useSetPaymentMethods } from '../api/paymentMethods';
import { SETTINGS_TEXTS as T } from '../texts';

const SWITCHES: ReadonlyArray<{ key: keyof SellerPaymentMethods; label: string }> = [
  { key: 'defaultEnableCreditCard', label: T.creditCard },
  { key: 'defaultEnableBankSlip', label: T.bankSlip },
  { key: 'defaultEnablePixPayment', label: T.pix },
];

/**
 * The methods new payment links start with (spec 3 §2): each switch saves at once, with the spec's
 * toast. The last one on stays on (the server keeps at least one, and says so).
 */
export function DefaultMethodsSection({ methods }: { methods: SellerPaymentMethods }) {
  const save = useSetPaymentMethods();
  const onCount = SWITCHES.filter(({ key }) => methods[key]).length;
  const toggle = (key: keyof SellerPaymentMethods, checked: boolean) =>
    save.mutate(
      { ...methods, [key]: checked },
      {
        onSuccess: () => showSuccess(PAYMENT_SETTINGS_MESSAGES.methodSaved),
        onError: (error) => showApiError(error),
      },
    );
  return (
    <DetailSection title={T.defaultsTitle}>
      <Text fz="sm" c="dimmed" mb="sm">
        {T.defaultsHint}
      </Text>
      <Stack gap="sm">
        {SWITCHES.map(({ key, label }) => (
          <Switch
            key={key}
            label={label}
            checked={methods[key]}
            disabled={save.isPending || (methods[key] && onCount === 1)}
            description={methods[key] && onCount === 1 ? PAYMENT_SETTINGS_MESSAGES.oneMethod : undefined}
            onChange={(event) => toggle(key, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </DetailSection>
  );
}
