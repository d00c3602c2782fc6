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
