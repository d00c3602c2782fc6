import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { findRoute } from '@cofre/contract';
import IconBuildingBank from '@tabler/icons-react/dist/esm/icons/IconBuildingBank.mjs';
import { EmptyState } from '../../../components/EmptyState';
import { PIX_CONFIG_TEXTS as T } from '../texts';

/** Paths come from the contract's route table, so a renamed route cannot leave a dead link here. */
const ACTIVATE_PJ_PATH = findRoute('activatePj').path;

/** Spec 3 §8: 'Conta não configurada.', with the note that the account must be set up, and the way there. */
export function NotConfigured() {
  return (
    <EmptyState
      title={T.notConfigured}
      description={T.notConfiguredNote}
      icon={<IconBuildingBank size={28} aria-hidden="true" />}
      action={
        <Button component={Link} to={ACTIVATE_PJ_PATH}>
          {T.activateAccount}
        </Button>
      }
    />
  );
}
