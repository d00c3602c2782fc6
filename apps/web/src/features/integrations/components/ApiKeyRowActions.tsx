import type { ApiKey } from '@cofre/contract';
import { RowActionsMenu } from '../../../components/RowActionsMenu';
import { INTEGRATIONS_TEXTS as T } from '../texts';

/** A key's row menu: edit its title, switch it, delete it (each asks first, spec 3 §4). */
export function ApiKeyRowActions({
  apiKey,
  onEdit,
  onToggle,
  onDelete,
}: {
  apiKey: ApiKey;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  return (
    <RowActionsMenu
      label={T.actions(apiKey.title)}
      actions={[
        { label: T.edit, onClick: onEdit },
        { label: apiKey.active ? T.deactivate : T.activate, onClick: onToggle },
        { label: T.delete, onClick: onDelete, color: 'red' },
      ]}
    />
  );
}
