import { Button, Menu } from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { Link } from 'react-router';
import { can, hasFeature } from '@cofre/contract';
import { useGrant } from '../../../lib/permissions';
import { createLinkPath } from '../../payment-links';
import { HOME_TEXTS } from '../texts';

/**
 * 'Criar cobrança' (spec 1 §2.10, §6): SELLER_ADMIN or SELLER_PAYMENT_LINK with the payment-link
 * screens on; 'Link Rápido' also needs view_fast_payment_link. Hidden for whoever may not create.
 */
export function CreateChargeMenu() {
  const grant = useGrant();
  if (!can(grant, 'dashboard.createCharge', 'view_seller_payment_link')) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={16} aria-hidden="true" />}
        >
          {HOME_TEXTS.createCharge}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={createLinkPath('ORDER')}>
          {HOME_TEXTS.paymentLink}
        </Menu.Item>
        {hasFeature(grant, 'view_fast_payment_link') && (
          <Menu.Item component={Link} to={createLinkPath('FAST_ORDER')}>
            {HOME_TEXTS.fastLink}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
