import { Badge, Tooltip } from '@mantine/core';
import IconBuildingStore from '@tabler/icons-react/dist/esm/icons/IconBuildingStore.mjs';
import { documentKind, formatDocument } from '../../../lib/format';

interface SellerBadgeProps {
  sellerName: string;
  document: string;
}

/** The seller the user is operating (shown to SELLER_ADMIN, _VIZUALIZATION and _BACKOFFICE). */
export function SellerBadge({ sellerName, document }: SellerBadgeProps) {
  const kind = documentKind(document);
  const formatted = formatDocument(document);
  return (
    <Tooltip label={`${sellerName} · ${kind ? `${kind} ` : ''}${formatted}`}>
      <Badge
        variant="light"
        size="lg"
        radius="sm"
        tt="none"
        leftSection={<IconBuildingStore size={14} aria-hidden="true" />}
        data-testid="seller-badge"
      >
        {kind ? `${kind} ${formatted}` : formatted}
      </Badge>
    </Tooltip>
  );
}
