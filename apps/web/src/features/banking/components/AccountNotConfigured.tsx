import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { findRoute, PIX_LIMIT_MESSAGES } from '@cofre/contract';
import IconBuildingBank from '@tabler/icons-react/dist/esm/icons/IconBuildingBank.mjs';
import { EmptyState } from '../../../components/EmptyState';
import { BANKING_TEXTS as T } from '../texts';

/** Paths come from the contract's route table, so a renamed route cannot leave a dead link here. */
const ACTIVATE_PJ_PATH = findRoute('activatePj').path;

/**
 * Spec 3 §8: 'Conta não configurada.' while the PJ account is not ACTIVE, with what the screen needs
 * it for (`note`) and the way to 'Ativar Conta PJ'. Dados da Conta and Configurações Pix show it.
 */
export function AccountNotConfigured({ note }: { note: string }) {
  return (
    <EmptyState
      title={PIX_LIMIT_MESSAGES.notConfigured}
      description={note}
      icon={<IconBuildingBank size={28} aria-hidden="true" />}
      action={
        <Button component={Link} to={ACTIVATE_PJ_PATH}>
          {T.title}
        </Button>
      }
    />
  );
}
