import { Button, Tooltip } from '@mantine/core';
import IconFileTypeCsv from '@tabler/icons-react/dist/esm/icons/IconFileTypeCsv.mjs';
import { CHARGE_EXPORT_MESSAGES } from '@cofre/contract';

interface ExportCsvButtonProps {
  /** Both due dates of the range being chosen in the filter bar are set. */
  enabled: boolean;
  onOpen: () => void;
}

/**
 * 'Baixar CSV': off, with a tooltip saying why, until both due dates are chosen (spec 1 §2.8, D10).
 * It stays focusable while off (aria-disabled), so keyboard users reach the tooltip too.
 */
export function ExportCsvButton({ enabled, onOpen }: ExportCsvButtonProps) {
  return (
    <Tooltip label={CHARGE_EXPORT_MESSAGES.tooltip} disabled={enabled} multiline w={260}>
      <Button
        variant="default"
        leftSection={<IconFileTypeCsv size={16} aria-hidden="true" />}
        data-disabled={!enabled || undefined}
        aria-disabled={!enabled}
        onClick={() => {
          if (enabled) onOpen();
        }}
      >
        {CHARGE_EXPORT_MESSAGES.button}
      </Button>
    </Tooltip>
  );
}
