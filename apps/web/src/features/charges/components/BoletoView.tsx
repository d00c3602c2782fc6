import { Button, Stack } from '@mantine/core';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import type { ChargeDetail } from '@cofre/contract';
import { showApiError } from '../../../lib/api';
import { useDownloadBoletoPdf } from '../api/downloadBoletoPdf';
import { CHARGE_TEXTS } from '../texts';
import { CopyField } from './CopyField';

type Boleto = NonNullable<ChargeDetail['boleto']>;

/** Linha digitável with a copy button, and the PDF (fetched with the bearer, saved as boleto-<uuid>.pdf). */
export function BoletoView({ chargeId, boleto }: { chargeId: string; boleto: Boleto }) {
  const download = useDownloadBoletoPdf(chargeId);
  return (
    <Stack gap="sm">
      <CopyField label={CHARGE_TEXTS.digitableLine} value={boleto.digitableLine} />
      <div>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={download.isPending}
          onClick={() => download.mutate(undefined, { onError: (error) => showApiError(error) })}
        >
          {CHARGE_TEXTS.downloadBoleto}
        </Button>
      </div>
    </Stack>
  );
}
