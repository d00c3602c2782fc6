import { Alert, Anchor, Text } from '@mantine/core';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import { Link } from 'react-router';
import { APP_ROUTES, REFUNDABLE_METHODS, type ChargeDetail } from '@cofre/contract';
import { brand } from '../../../app/brand';
import { useCan } from '../../../lib/permissions';
import { REFUND_TEXTS } from '../texts';

const PAYMENTS_PATH = APP_ROUTES.find((route) => route.key === 'payments')?.path;

/**
 * Why a paid charge offers no 'Estornar cobrança' and what to do instead, for whoever could refund
 * one otherwise: a boleto is settled by the bank, and the acquirer has no way back for it. Without
 * this the header only loses its buttons, and the seller cannot tell a rule from a fault.
 */
export function NoRefundNotice({ charge }: { charge: Pick<ChargeDetail, 'status' | 'paymentMethod'> }) {
  const mayRefund = useCan('charges.refund');
  const mayPay = useCan('payments.manage');
  if (!mayRefund || charge.status !== 'PAID' || REFUNDABLE_METHODS.includes(charge.paymentMethod)) return null;
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconInfoCircle size={18} aria-hidden="true" />}
      title={REFUND_TEXTS.noRefundTitle}
    >
      <Text fz="sm">{REFUND_TEXTS.noRefundWhy}</Text>
      <Text fz="sm" mt={4}>
        {mayPay && PAYMENTS_PATH ? (
          <>
            {REFUND_TEXTS.noRefundPixBefore}
            {/* The alert's own text colour: the theme's link green on its blue is below 4.5:1. */}
            <Anchor component={Link} to={PAYMENTS_PATH} fz="sm" c="inherit" fw={600} underline="always">
              {REFUND_TEXTS.payments}
            </Anchor>
            {REFUND_TEXTS.noRefundPixAfter(brand.support.email)}
          </>
        ) : (
          REFUND_TEXTS.noRefundSupport(brand.support.email)
        )}
      </Text>
    </Alert>
  );
}
