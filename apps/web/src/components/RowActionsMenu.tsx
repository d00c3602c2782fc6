import { ActionIcon, Menu } from '@mantine/core';
import IconDots from '@tabler/icons-react/dist/esm/icons/IconDots.mjs';

export interface RowAction {
  label: string;
  onClick: () => void;
  /** 'red' for what removes something. */
  color?: string;
}

/** The '…' menu at the end of a table row or card: `label` names it for screen readers ('Ações de …'). */
export function RowActionsMenu({ label, actions }: { label: string; actions: readonly RowAction[] }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={18} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item key={action.label} color={action.color} onClick={action.onClick}>
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
