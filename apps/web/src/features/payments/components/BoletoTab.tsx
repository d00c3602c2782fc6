import { Grid, Stack } from '@mantine/core';
import { ApprovalPolicySection } from './ApprovalPolicySection';
import { BoletoPaymentForm } from './BoletoPaymentForm';
import { BoletoPaymentList } from './BoletoPaymentList';

/** Spec 4 §2 'Boleto tab': the form 'Pagamento de Boleto' with the approval rule beside it (one rule for every payment, D3), then the list. */
export function BoletoTab() {
  return (
    <Stack gap="lg">
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <BoletoPaymentForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ApprovalPolicySection />
        </Grid.Col>
      </Grid>
      <BoletoPaymentList />
    </Stack>
  );
}
