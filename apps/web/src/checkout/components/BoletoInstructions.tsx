import { formatDigitableLine } from '@cofre/contract';
import { CHECKOUT_TEXTS as T } from '../texts';
import { CopyButton } from './CopyButton';

interface BoletoInstructionsProps {
  /** 'yyyy-MM-dd'. */
  dueDate: string;
  /** The digitable line ('linha digitável'). */
  line: string;
  pdfUrl: string;
}

/**
 * How to pay a boleto (a link's payment, a charge's page): until when, its line to copy and its
 * PDF. The card around it is the caller's: its title and what it adds. The line reads in the
 * groups printed on the boleto; the copy is the bare digits, which every bank app accepts.
 */
export function BoletoInstructions({ dueDate, line, pdfUrl }: BoletoInstructionsProps) {
  return (
    <>
      <p>{T.boletoHelp(dueDate)}</p>
      <p className="muted">{T.boletoLine}</p>
      <code className="copy-code">{formatDigitableLine(line)}</code>
      <CopyButton value={line} />
      <a className="secondary" href={pdfUrl} target="_blank" rel="noreferrer">
        {T.boletoPdf}
      </a>
    </>
  );
}
