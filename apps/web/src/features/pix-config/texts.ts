import { formatBRL, PIX_LIMIT_MESSAGES, PIX_LIMIT_PERIOD_LABELS, type PixLimitPeriod } from '@cofre/contract';
import { formatDateTime } from '../../lib/format';

/** An ISO instant → 'dd/MM/yyyy às HH:mm', São Paulo time. */
const dateAtTime = (iso: string) => formatDateTime(iso).replace(' ', ' às ');

/**
 * The Configurações Pix screen's words (spec 3 §2, §8, §9); the contract's PIX_LIMIT_MESSAGES and
 * PIX_LIMIT_PERIOD_LABELS hold the spec's texts and rules.
 */
export const PIX_CONFIG_TEXTS = {
  ...PIX_LIMIT_MESSAGES,
  pageTitle: 'Configurações Pix',
  intro: 'Os valores máximos que podem sair da sua conta por Pix em cada período, no horário de Brasília.',
  loading: 'Carregando os limites Pix…',
  loadFailed: 'Não foi possível carregar os limites Pix.',
  retry: 'Tentar novamente',
  limitsLabel: 'Limites Pix por período',
  inForce: 'Limite em vigor',
  currentHint: (amount: number) => `Limite atual: ${formatBRL(amount)}`,
  edit: 'Editar',
  cancel: 'Cancelar',
  save: 'Salvar',
  confirm: 'Confirmar',
  scheduledLine: (amount: number, at: string) => `${formatBRL(amount)} a partir de ${dateAtTime(at)}`,
  editLocked: 'A edição fica disponível quando a alteração em processamento for concluída ou cancelada.',
  cancelChange: 'Cancelar alteração',
  cancelChangeTitle: 'Cancelar a alteração em processamento?',
  /** The confirmation of 'Cancelar alteração', naming the increases that will not apply. */
  cancelChangeText: (increases: readonly { period: PixLimitPeriod; amount: number }[]) =>
    `${increases.map(({ period, amount }) => `${PIX_LIMIT_PERIOD_LABELS[period]}: ${formatBRL(amount)}`).join('; ')}. ` +
    (increases.length > 1 ? 'Estes aumentos não serão aplicados' : 'Este aumento não será aplicado') +
    ' e os limites em vigor continuam valendo.',
  changeCancelled: 'Alteração cancelada.',
  keepChange: 'Manter alteração',
  change: (from: number, to: number) => `${formatBRL(from)} → ${formatBRL(to)}`,
  changeLabel: (from: number, to: number) => `de ${formatBRL(from)} para ${formatBRL(to)}`,
  appliesNow: 'Vale na hora',
  appliesIn24h: 'Vale em 24 horas',
  unchanged: 'Sem alteração',
} as const;
