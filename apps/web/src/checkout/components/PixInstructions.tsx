import { CHECKOUT_TEXTS as T } from '../texts';
import { CopyButton } from './CopyButton';

interface PixInstructionsProps {
  /** The QR code as an image URL (a data: URL). */
  qrImage: string;
  /** The same code as text, for the buyer's bank app ('Pix copia e cola'). */
  copyPaste: string;
}

/**
 * How to pay a Pix (a link's payment, a charge's page): the QR code, the code to copy, and that
 * the payment is awaited. The card around it is the caller's: its title and what it adds.
 */
export function PixInstructions({ qrImage, copyPaste }: PixInstructionsProps) {
  return (
    <>
      <p>{T.pixHelp}</p>
      <img className="qr" src={qrImage} alt={T.pixQrAlt} width={240} height={240} />
      <code className="copy-code">{copyPaste}</code>
      <CopyButton value={copyPaste} />
      <p className="muted" role="status">
        {T.waiting}
      </p>
    </>
  );
}
