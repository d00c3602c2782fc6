import type { AccountPixKey } from '@cofre/contract';
import { RowActionsMenu, type RowAction } from '../../../components/RowActionsMenu';
import { ACCOUNT_DATA_TEXTS as T } from '../texts';
import { shownKey } from './shownKey';

interface PixKeyRowActionsProps {
  pixKey: AccountPixKey;
  onCopy: () => void;
  onTypeCode: () => void;
  onDelete: () => void;
}

/**
 * A key's row menu (spec 3 §2): copy it (once it has a value), type the SMS code of a phone key still
 * waiting, delete it (an ACTIVE key, or cancel one waiting for its code). A key the directory has not
 * answered for yet only copies.
 */
export function PixKeyRowActions({ pixKey, onCopy, onTypeCode, onDelete }: PixKeyRowActionsProps) {
  const actions: RowAction[] = [];
  if (pixKey.key !== null) actions.push({ label: T.copy, onClick: onCopy });
  if (pixKey.status === 'AWAITING_CODE') actions.push({ label: T.typeCode, onClick: onTypeCode });
  if (pixKey.status === 'ACTIVE' || pixKey.status === 'AWAITING_CODE')
    actions.push({ label: T.delete, onClick: onDelete, color: 'red' });
  if (actions.length === 0) return null;
  return <RowActionsMenu label={T.actions(shownKey(pixKey))} actions={actions} />;
}
