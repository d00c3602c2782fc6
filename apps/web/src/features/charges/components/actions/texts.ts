import { formatBRL, formatDate } from '@cofre/contract';

/** The screen texts of a charge's everyday actions: send, copy its link, change it, its history. */
export const CHARGE_ACTION_TEXTS = {
  send: 'Enviar por e-mail',
  sendTitle: 'Enviar cobrança por e-mail',
  sendLabel: 'E-mail do destinatário',
  sendHint: 'Enviamos a linha digitável ou o Pix copia e cola e o link da cobrança.',
  sendSubmit: 'Enviar',
  copyLink: 'Copiar link',
  linkCopyFailed: 'Não foi possível copiar. Selecione e copie o link abaixo.',
  change: 'Alterar cobrança',
  changeTitle: 'Alterar cobrança',
  changeIntro:
    'Um novo boleto ou Pix será gerado com a nova data e o novo valor; a linha digitável e o código anteriores deixam de valer.',
  newDueDate: 'Nova data de vencimento',
  newValue: 'Novo valor',
  save: 'Salvar alteração',
  cancel: 'Cancelar',
  historyTitle: 'Histórico',
  historyLoadError: 'Não foi possível carregar o histórico.',
  created: 'Cobrança criada',
  changed: (entry: {
    previousExpirationDate: string | null;
    expirationDate: string | null;
    previousValue: number | null;
    value: number | null;
  }) => {
    const parts: string[] = [];
    if (entry.previousExpirationDate && entry.expirationDate && entry.previousExpirationDate !== entry.expirationDate) {
      parts.push(`vencimento de ${formatDate(entry.previousExpirationDate)} para ${formatDate(entry.expirationDate)}`);
    }
    if (entry.previousValue !== null && entry.value !== null && entry.previousValue !== entry.value) {
      parts.push(`valor de ${formatBRL(entry.previousValue)} para ${formatBRL(entry.value)}`);
    }
    return `Alterada: ${parts.join(' e ')}`;
  },
  sent: (email: string | null) => `Enviada por e-mail para ${email ?? ''}`,
  by: (name: string) => `por ${name}`,
} as const;
