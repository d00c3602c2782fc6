/**
 * Screen texts of the disputes feature. The spec's messages live in the contract
 * (DISPUTE_MESSAGES); these are what only the screens say.
 */
export const DISPUTE_TEXTS = {
  disputeOpened: 'Contestação simulada com sucesso.',
  disputeWon: 'Disputa ganha (simulação).',
  disputeLost: 'Disputa perdida (simulação).',
  disputeResolvedAt: 'Encerrada em',
} as const;

/** The seller's answer to a dispute: the evidence block (docs/decisions.md, 'Dispute evidence'). */
export const EVIDENCE_TEXTS = {
  title: 'Resposta à contestação',
  intro: 'Anexe os documentos que comprovam a venda (PDF, JPG ou PNG, até 5 MB cada) e envie-os à bandeira.',
  choose: 'Anexar documentos',
  remove: (name: string) => `Remover ${name}`,
  download: (name: string) => `Baixar ${name}`,
  none: 'Nenhum documento anexado.',
  submitQuestion: 'Enviar os documentos à bandeira?',
  submitWarning: 'Depois de enviados, os documentos não podem ser alterados.',
  sentAt: (when: string) => `Documentos enviados em ${when}. A bandeira está analisando.`,
  uploaded: (count: number) => (count === 1 ? 'Documento anexado.' : `${count} documentos anexados.`),
  removed: 'Documento removido.',
  uploading: 'Enviando…',
  back: 'Voltar',
} as const;
