import { Grid, Stack } from '@mantine/core';
import { ApprovalPolicySection } from './ApprovalPolicySection';
import { PixPaymentForm } from './PixPaymentForm';
import { PixPaymentList } from './PixPaymentList';

/** Spec 4 §2 'PIX tab': the form 'Pagamento PIX' with the approval rule beside it, then the approval list. */
export function PixTab() {
  return (
    <Stack gap="lg">
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <PixPaymentForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ApprovalPolicySection />
        </Grid.Col>
      </Grid>
      <PixPaymentList />
    </Stack>
  );
}
