import { Button, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoader } from '../../../components/PageLoader';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { useDefaultTax } from '../api/defaultTax';
import { usePaymentMethods } from '../api/paymentMethods';
import { BoletoTaxSection } from '../components/BoletoTaxSection';
import { DefaultMethodsSection } from '../components/DefaultMethodsSection';
import { SETTINGS_TEXTS as T } from '../texts';

/** '/metodos-pagamentos' (spec 3 §2): the default methods of new links, the boletos' fine and interest. */
export default function PaymentMethodsPage() {
  const methods = usePaymentMethods();
  const tax = useDefaultTax();
  useLoadErrorToast(Math.max(methods.errorUpdatedAt, tax.errorUpdatedAt), T.loadFailed);

  let content;
  if (methods.data && tax.data) {
    content = (
      <>
        <DefaultMethodsSection methods={methods.data} />
        <BoletoTaxSection saved={tax.data} />
      </>
    );
  } else if (methods.isError || tax.isError) {
    content = (
      <EmptyState
        title={T.loadFailed}
        action={
          <Button
            variant="default"
            onClick={() => {
              void methods.refetch();
              void tax.refetch();
            }}
          >
            {T.retry}
          </Button>
        }
      />
    );
  } else {
    content = <PageLoader label={T.loading} />;
  }

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{T.paymentMethodsTitle}</Title>
      <Text c="dimmed" fz="sm">
        {T.paymentMethodsIntro}
      </Text>
      {content}
    </Stack>
  );
}
