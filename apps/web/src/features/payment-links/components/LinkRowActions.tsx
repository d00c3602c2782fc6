import { ActionIcon, Group, Tooltip } from '@mantine/core';
import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';
import IconCopyPlus from '@tabler/icons-react/dist/esm/icons/IconCopyPlus.mjs';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import type { PaymentLinkRow } from '@cofre/contract';
import { editLinkPath } from '../links';
import { PAYMENT_LINKS_TEXTS } from '../texts';
import { copyLink } from './copyLink';

interface LinkRowActionsProps {
  link: PaymentLinkRow;
  /** The label the seller knows the link by (its title, or its plan's). */
  name: string;
  /** Absent when the seller may not create this kind of link (a duplicate is a creation). */
  onDuplicate?: () => void;
  onDelete: () => void;
}

/** A row's actions (spec 2 §2): copy the public address, open the edit page in a new tab, duplicate, delete. */
export function LinkRowActions({ link, name, onDuplicate, onDelete }: LinkRowActionsProps) {
  const copy = PAYMENT_LINKS_TEXTS.copy(name);
  const open = PAYMENT_LINKS_TEXTS.open(name);
  const duplicate = PAYMENT_LINKS_TEXTS.duplicate(name);
  const remove = PAYMENT_LINKS_TEXTS.remove(name);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={copy} withArrow>
        <ActionIcon variant="subtle" color="gray" aria-label={copy} onClick={() => void copyLink(link.url)}>
          <IconCopy size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={open} withArrow>
        <ActionIcon
          component="a"
          href={editLinkPath(link.id)}
          target="_blank"
          rel="noopener"
          variant="subtle"
          color="gray"
          aria-label={open}
        >
          <IconExternalLink size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      {onDuplicate && (
        <Tooltip label={duplicate} withArrow>
          <ActionIcon variant="subtle" color="gray" aria-label={duplicate} onClick={onDuplicate}>
            <IconCopyPlus size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={remove} withArrow>
        <ActionIcon variant="subtle" color="red" aria-label={remove} onClick={onDelete}>
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
