import { z } from 'zod';
import { ERRORS } from './error-catalogue.js';
import { text } from './text.js';

/** Days a seller has to contest a chargeback, counted in calendar days from the request (spec 1 §9). */
export const CHARGEBACK_CONTEST_DAYS = 5;

export const DISPUTE_STATUSES = ['OPEN', 'WON', 'LOST'] as const;
export const DISPUTE_STATUS_LABELS: Record<(typeof DISPUTE_STATUSES)[number], string> = {
  OPEN: 'Em análise',
  WON: 'Ganha',
  LOST: 'Perdida',
};

/** Card-network reason codes the sandbox can open a dispute with. */
export const DISPUTE_REASONS = {
  '4837': 'Transação não autorizada pelo portador',
  '4853': 'Produto ou serviço não conforme o descrito',
  '4855': 'Produto ou serviço não recebido',
  '4834': 'Cobrança em duplicidade',
} as const;
export type DisputeReasonCode = keyof typeof DISPUTE_REASONS;
export const disputeReasonCodeSchema = z.enum(
  Object.keys(DISPUTE_REASONS) as [DisputeReasonCode, ...DisputeReasonCode[]],
);

export const disputeSchema = z.object({
  status: z.enum(DISPUTE_STATUSES),
  reasonCode: z.string(),
  reason: z.string(),
  /** Centavos held from the seller while the dispute is open. */
  amount: z.number().int(),
  openedAt: z.string(),
  /** Last calendar day to send the evidence (yyyy-MM-dd). */
  deadline: z.string(),
  resolvedAt: z.string().nullable(),
  /** When the seller sent the evidence to the network; null while files may still be added. */
  evidenceSubmittedAt: z.string().nullable(),
  /** The evidence files the seller sent, oldest first. */
  evidence: z.array(z.lazy(() => disputeEvidenceSchema)),
});
export type Dispute = z.infer<typeof disputeSchema>;

/** Sandbox: the card network opens a dispute on a paid card charge. */
export const disputeOpenSchema = z.strictObject({ reasonCode: disputeReasonCodeSchema.default('4837') });
export type DisputeOpenInput = z.input<typeof disputeOpenSchema>;

/** The chargeback instructions modal (spec 1 §4: 8 evidence items, not all mandatory). */
export const CHARGEBACK_EVIDENCE: ReadonlyArray<{ text: string; mandatory: boolean }> = [
  { text: 'Comprovante de entrega do produto ou de prestação do serviço', mandatory: true },
  { text: 'Nota fiscal da venda', mandatory: true },
  { text: 'Dados do comprador: nome, CPF, e-mail e telefone', mandatory: true },
  { text: 'Comprovante da autorização da transação (código de autorização e NSU)', mandatory: false },
  { text: 'Termos de uso e política de cancelamento aceitos pelo comprador', mandatory: false },
  { text: 'Histórico de conversas com o comprador (e-mails, mensagens, chamados)', mandatory: false },
  { text: 'Registros de acesso ou uso do serviço (IP, data e hora)', mandatory: false },
  { text: 'Documento de identificação do comprador, quando houver', mandatory: false },
];

export const DISPUTE_MESSAGES = {
  learnMore: 'Saiba mais',
  dataTitle: 'Dados da Contestação',
  instructionsTitle: 'Como contestar um chargeback',
  instructionsIntro:
    'Envie as evidências abaixo ao nosso time de disputas até o prazo informado. Os itens marcados com * são obrigatórios.',
  instructionsLink: 'Ver instruções de contestação',
  deadline: 'Prazo para contestar',
  reason: 'Motivo',
  amount: 'Valor contestado',
  openedAt: 'Aberta em',
  status: 'Situação',
  open: 'Simular contestação (sandbox)',
  win: 'Simular ganho da disputa (sandbox)',
  lose: 'Simular perda da disputa (sandbox)',
} as const;

/** The evidence a seller may upload for an open dispute (issue 14): PDF, JPG or PNG, ≤ 5 MB each. */
export const DISPUTE_EVIDENCE_RULES = {
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 10,
  contentTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  extensions: ['.pdf', '.jpg', '.jpeg', '.png'],
} as const;

/** POST /charges/{id}/dispute/evidence?fileName=…, the file itself as the body with its Content-Type. */
export const disputeEvidenceUploadQuerySchema = z.strictObject({
  fileName: text().trim().min(1, 'Informe o nome do arquivo.').max(200),
});

export const disputeEvidenceSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type DisputeEvidence = z.infer<typeof disputeEvidenceSchema>;

export const DISPUTE_EVIDENCE_MESSAGES = {
  send: 'Enviar documentos',
  sent: 'Documentos enviados! A decisão da disputa sai em até 2 dias úteis.',
  tooLarge: ERRORS['DSP-004'],
  wrongType: ERRORS['DSP-005'],
  tooMany: ERRORS['DSP-006'],
  /** `days`: calendar days from today to the deadline. */
  deadline: (days: number) =>
    days > 1
      ? `Faltam ${days} dias para enviar os documentos`
      : days === 1
        ? 'Falta 1 dia para enviar os documentos'
        : days === 0
          ? 'Hoje é o último dia para enviar os documentos'
          : 'O prazo para enviar documentos terminou',
  deadlinePassed: ERRORS['DSP-007'],
} as const;
