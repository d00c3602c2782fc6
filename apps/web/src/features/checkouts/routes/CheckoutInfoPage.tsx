import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { CHECKOUT_MESSAGES } from '@cofre/contract';
import { EmptyState } from '../../../components/EmptyState';
import { PageLoader } from '../../../components/PageLoader';
import { useLoadErrorToast } from '../../../lib/useLoadErrorToast';
import { useDefaultCheckout } from '../api/getDefaultCheckout';
import { CheckoutInfoForm } from '../components/CheckoutInfoForm';
import { CHECKOUT_TEXTS } from '../texts';

/** '/checkout-info': the seller's checkout identity, created on the first save and edited after. */
export default function CheckoutInfoPage() {
  const defaults = useDefaultCheckout();
  useLoadErrorToast(defaults.errorUpdatedAt, CHECKOUT_MESSAGES.loadFailed);

  let content;
  if (defaults.data) {
    const { checkout } = defaults.data;
    // A first save turns the POST form into the PUT one: a new key starts it from the saved checkout.
    content = <CheckoutInfoForm key={checkout?.id ?? 'new'} checkout={checkout} />;
  } else if (defaults.isError) {
    content = (
      <EmptyState
        title={CHECKOUT_MESSAGES.loadFailed}
        action={
          <Button variant="default" onClick={() => void defaults.refetch()}>
            {CHECKOUT_TEXTS.retry}
          </Button>
        }
      />
    );
  } else {
    content = <PageLoader label={CHECKOUT_TEXTS.loading} />;
  }

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{CHECKOUT_TEXTS.pageTitle}</Title>
      <Text c="dimmed" fz="sm">
        {CHECKOUT_TEXTS.intro}
      </Text>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {content}
      </Paper>
    </Stack>
  );
}
