import { ACCOUNT_TYPE_LABELS, PAYOUT_ACCOUNT_MESSAGES } from '@cofre/contract';
import { formatDateTime } from '../../lib/format';

/** 'Conta de repasse' (Dados da Conta): the words of the section; the rules and messages are the contract's. */
export const PAYOUT_ACCOUNT_TEXTS = {
  ...PAYOUT_ACCOUNT_MESSAGES,
  title: 'Conta de repasse',
  intro: 'A conta bancária da empresa que recebe os seus saques.',
  none: 'Nenhuma conta de repasse cadastrada.',
  loading: 'Carregando a conta de repasse…',
  loadFailed: 'Não foi possível carregar a conta de repasse.',
  retry: 'Tentar novamente',
  change: 'Alterar conta',
  cancel: 'Cancelar',
  save: 'Salvar conta',
  bank: 'Banco',
  agency: 'Agência',
  agencyDigit: 'Dígito da agência (opcional)',
  account: 'Conta',
  accountDigit: 'Dígito da conta',
  accountType: 'Tipo de conta',
  holder: 'Titular',
  code: 'Código do aplicativo autenticador',
  codeHint: 'A autenticação em dois fatores está ativa: confirme a alteração com o código de 6 dígitos do aplicativo.',
  adminsTold: 'Todos os administradores recebem um e-mail quando a conta de repasse é alterada.',
  heldUntil: (iso: string) =>
    `Conta alterada recentemente: saques para ela liberados a partir de ${formatDateTime(iso).replace(' ', ' às ')}.`,
  accountTypeLabel: (type: keyof typeof ACCOUNT_TYPE_LABELS) => ACCOUNT_TYPE_LABELS[type],
  bankOf: (code: string, name: string | undefined) => (name ? `${code} - ${name}` : code),
  withDigit: (value: string, digit: string | null) => (digit ? `${value}-${digit}` : value),
} as const;
