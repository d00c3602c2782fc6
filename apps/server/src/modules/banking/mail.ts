import { KYC_PART_LABELS } from '@cofre/contract';
import type { AccountOpeningState } from '../../providers/banking/index.js';
import { escapeHtml, type MailContent } from '../mail/index.js';

type Decision = Exclude<AccountOpeningState, { status: 'IN_ANALYSIS' }>;

/** To every administrator when the bank decides the PJ account: approved, or refused with the part and why. */
export function accountDecidedMail(decision: Decision, appUrl: string): MailContent {
  if (decision.status === 'APPROVED') {
    const account = `Agência ${decision.agency}, conta ${decision.number}-${decision.digit}`;
    const text = [
      'Olá!',
      '',
      'A conta PJ da sua empresa foi aprovada e já está ativa.',
      `${account}.`,
      '',
      `Cadastre as chaves Pix da conta em ${appUrl}/dados-conta.`,
    ].join('\n');
    const html = `<p>Olá!</p><p>A conta PJ da sua empresa foi aprovada e já está ativa.</p>
<p>${escapeHtml(account)}.</p>
<p><a href="${escapeHtml(`${appUrl}/dados-conta`)}">Cadastrar as chaves Pix</a></p>`;
    return { subject: 'Sua conta PJ está ativa', text, html };
  }
  const part = KYC_PART_LABELS[decision.part];
  const text = [
    'Olá!',
    '',
    'A análise da conta PJ da sua empresa não foi aprovada.',
    `Parte recusada: ${part}.`,
    `Motivo: ${decision.reason}`,
    '',
    `Corrija os dados e envie novamente em ${appUrl}/ativar-pj.`,
  ].join('\n');
  const html = `<p>Olá!</p><p>A análise da conta PJ da sua empresa não foi aprovada.</p>
<p>Parte recusada: ${escapeHtml(part)}.<br>Motivo: ${escapeHtml(decision.reason)}</p>
<p><a href="${escapeHtml(`${appUrl}/ativar-pj`)}">Corrigir e enviar novamente</a></p>`;
  return { subject: 'Conta PJ não aprovada', text, html };
}
