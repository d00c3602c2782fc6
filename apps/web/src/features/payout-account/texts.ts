import { ACCOUNT_TYPE_LABELS, PAYOUT_ACCOUNT_MESSAGES } from '@cofre/contract';
import { formatDateTime } from '../../lib/format';

/** 'Conta bancária' (Dados da Conta), where the seller's saques go: the words of the section; the rules and messages are the contract's. */
export const PAYOUT_ACCOUNT_TEXTS = {
  ...PAYOUT_ACCOUNT_MESSAGES,
  title: 'Conta bancária',
  intro: 'A conta bancária da empresa que recebe os seus saques.',
  none: 'Nenhuma conta bancária cadastrada.',
  loading: 'Carregando a conta bancária…',
  loadFailed: 'Não foi possível carregar a conta bancária.',
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
  adminsTold: 'Todos os administradores recebem um e-mail quando a conta bancária é alterada.',
  heldUntil: (iso: string) =>
    `Conta alterada recentemente: saques para ela liberados a partir de ${formatDateTime(iso).replace(' ', ' às ')}.`,
  accountTypeLabel: (type: keyof typeof ACCOUNT_TYPE_LABELS) => ACCOUNT_TYPE_LABELS[type],
  /** A bank in the picker: the code first, so typing '341' finds it. */
  bankOf: (code: string, name: string) => `${code} - ${name}`,
  withDigit: (value: string, digit: string | null) => (digit ? `${value}-${digit}` : value),
} as const;
