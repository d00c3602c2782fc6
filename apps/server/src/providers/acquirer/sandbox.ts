import { createHash } from 'node:crypto';
import { issueBoleto } from './boleto.js';
import { renderBoletoPdf } from './boleto-pdf.js';
import { issuePix, pixQrCode } from './pix.js';
import type {
  Acquirer,
  BoletoIssued,
  BoletoPdfRequest,
  BoletoRequest,
  CardAttemptResult,
  CardAuthorization,
  CardData,
  CardToken,
  PixIssued,
  PixRequest,
  RefundRequest,
  RefundResult,
} from './port.js';
import { answerChallenge, authorize, tokenize } from './sandbox-cards.js';

/**
 * The sandbox acquirer (docs/sandbox.md): deterministic and stateless, so a server restart between
 * two calls changes nothing. Cards decide by test number (sandbox-cards.ts), boletos are real FEBRABAN
 * lines and PDFs (boleto.ts, boleto-pdf.ts), Pix charges are real BR Codes (pix.ts). No bank ever
 * settles them: boletos and Pix are paid through the API's sandbox action.
 */
export class SandboxAcquirer implements Acquirer {
  async tokenizeCard(card: CardData): Promise<CardToken> {
    return tokenize(card);
  }

  async authorizeCard(request: CardAuthorization): Promise<CardAttemptResult> {
    return authorize(request);
  }

  async completeChallenge(challengeId: string, code: string): Promise<CardAttemptResult> {
    return answerChallenge(challengeId, code);
  }

  async issueBoleto(request: BoletoRequest): Promise<BoletoIssued> {
    return issueBoleto(request);
  }

  boletoPdf(request: BoletoPdfRequest): Promise<Buffer> {
    return renderBoletoPdf(request);
  }

  async issuePix(request: PixRequest): Promise<PixIssued> {
    return issuePix(request);
  }

  pixQrCode(copyPaste: string): Promise<string> {
    return pixQrCode(copyPaste);
  }

  /**
   * Every refund is approved. The reference is derived from ours, so a retry of the same refund gets
   * the same answer (a card refund id 're_…', a Pix devolução end-to-end id 'D…').
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const digest = createHash('sha256').update(request.reference).digest('hex').slice(0, 24);
    return {
      outcome: 'APPROVED',
      acquirerReference: request.paymentMethod === 'PIX' ? `D${digest.toUpperCase()}` : `re_${digest}`,
    };
  }
}
