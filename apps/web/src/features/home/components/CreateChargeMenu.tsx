import { lazy, Suspense, useState } from 'react';
import { Button, Menu } from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { Link } from 'react-router';
import { can, hasFeature } from '@cofre/contract';
import { useGrant } from '../../../lib/permissions';
import { createLinkPath } from '../../payment-links';
import { HOME_TEXTS } from '../texts';

// The charge form is only downloaded when asked for: the dashboard's first paint does not wait for it.
const NewChargeModal = lazy(() => import('../../charges').then((charges) => ({ default: charges.NewChargeModal })));

/**
 * 'Criar cobrança' (spec 1 §2.10, §6): 'Nova cobrança' (the same dialog as /cobrancas) for whoever
 * may create charges; the payment links for SELLER_ADMIN or SELLER_PAYMENT_LINK with the link
 * screens on, 'Link Rápido' also needing view_fast_payment_link. Hidden for whoever may create neither.
 */
export function CreateChargeMenu() {
  const grant = useGrant();
  const [charging, setCharging] = useState(false);
  const charges = can(grant, 'charges.write');
  const links = can(grant, 'dashboard.createCharge', 'view_seller_payment_link');
  if (!charges && !links) return null;
  return (
    <>
      {/* No focus placeholder: the open menu puts the focus on its first item (data-autofocus), not on its frame. */}
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            rightSection={<IconChevronDown size={16} aria-hidden="true" />}
          >
            {HOME_TEXTS.createCharge}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {charges && (
            <Menu.Item data-autofocus onClick={() => setCharging(true)}>
              {HOME_TEXTS.newCharge}
            </Menu.Item>
          )}
          {links && (
            <Menu.Item component={Link} to={createLinkPath('ORDER')} data-autofocus={!charges || undefined}>
              {HOME_TEXTS.paymentLink}
            </Menu.Item>
          )}
          {links && hasFeature(grant, 'view_fast_payment_link') && (
            <Menu.Item component={Link} to={createLinkPath('FAST_ORDER')}>
              {HOME_TEXTS.fastLink}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {charging && (
        <Suspense fallback={null}>
          <NewChargeModal opened onClose={() => setCharging(false)} />
        </Suspense>
      )}
    </>
  );
}
