import { Button, Menu } from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { Link } from 'react-router';
import { createsQuickLinks } from '@cofre/contract';
import { useGrant } from '../../../lib/permissions';
import { createLinkPath } from '../links';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';

/** 'Criar' (spec 2 §2): a one-off link, a subscription link, and a quick link with both its toggles. */
export function CreateLinkMenu() {
  const fastLinks = createsQuickLinks(useGrant());
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={16} aria-hidden="true" />}
        >
          {T.create}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={createLinkPath('ORDER')}>
          {T.createOrder}
        </Menu.Item>
        <Menu.Item component={Link} to={createLinkPath('SUBSCRIPTION')}>
          {T.createSubscription}
        </Menu.Item>
        {fastLinks && (
          <Menu.Item component={Link} to={createLinkPath('FAST_ORDER')}>
            {T.createFast}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
