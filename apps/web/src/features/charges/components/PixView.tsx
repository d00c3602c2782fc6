import { Image, Stack } from '@mantine/core';
import type { ChargeDetail } from '@cofre/contract';
import { CHARGE_TEXTS } from '../texts';
import { CopyField } from './CopyField';

type Pix = NonNullable<ChargeDetail['pix']>;

/** The QR code (a PNG data URL from the server) and 'Pix copia e cola' with a copy button. */
export function PixView({ pix }: { pix: Pix }) {
  return (
    <Stack gap="sm">
      {pix.qrCodeImage && <Image src={pix.qrCodeImage} alt={CHARGE_TEXTS.pixQrCode} w={180} h={180} fit="contain" />}
      <CopyField label={CHARGE_TEXTS.pixCopyPaste} value={pix.copyPaste} />
    </Stack>
  );
}
