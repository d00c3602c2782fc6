import { issueBoleto } from './boleto.js';
import { renderBoletoPdf } from './boleto-pdf.js';
import { issuePix, pixQrCode } from './pix.js';
import type { Acquirer } from './port.js';
import { answerChallenge, authorize, tokenize } from './sandbox-cards.js';

/**
 * The sandbox acquirer: deterministic and stateless (docs/sandbox.md). Cards decide by test number,
 * boletos are real FEBRABAN lines and PDFs, Pix charges real BR Codes; nothing is ever settled by a
 * bank, so boletos and Pix are paid through the sandbox action of the API.
 */
export class SandboxAcquirer implements Acquirer {
  tokenizeCard = async (...args: Parameters<Acquirer['tokenizeCard']>) => tokenize(...args);
  authorizeCard = async (...args: Parameters<Acquirer['authorizeCard']>) => authorize(...args);
  completeChallenge = async (...args: Parameters<Acquirer['completeChallenge']>) => answerChallenge(...args);
  issueBoleto = async (...args: Parameters<Acquirer['issueBoleto']>) => issueBoleto(...args);
  boletoPdf = (...args: Parameters<Acquirer['boletoPdf']>) => renderBoletoPdf(...args);
  issuePix = async (...args: Parameters<Acquirer['issuePix']>) => issuePix(...args);
  pixQrCode = (...args: Parameters<Acquirer['pixQrCode']>) => pixQrCode(...args);
}
