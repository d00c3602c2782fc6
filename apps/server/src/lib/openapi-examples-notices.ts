import {
  NOTICE_DEFINITIONS,
  noticeBasicSchema,
  noticeDeliveryPageSchema,
  noticeSettingsSchema,
  noticeRunSchema,
  noticeSwitchSchema,
  noticeTemplate,
} from '@cofre/contract';
import { request, response } from './openapi-example-registry.js';

// 'Notificações' (spec 3): the billing notices a seller's buyers receive.
request(noticeBasicSchema, {
  name: 'Loja da Ana',
  email: 'cobranca@loja.com.br',
  hiddenEmail: 'copia@loja.com.br',
  activeAllNotifications: true,
});
request(noticeSwitchSchema, { type: 'BANK_SLIP_PREPAYMENT_SEVEN_DAYS_WHATSAPP', active: true });
response(noticeSettingsSchema, {
  name: 'Loja da Ana',
  email: 'cobranca@loja.com.br',
  hiddenEmail: null,
  activeAllNotifications: true,
  types: NOTICE_DEFINITIONS.map((definition) => ({
    type: definition.type,
    method: definition.method,
    label: definition.label,
    email: true,
    whatsapp: false,
    template: noticeTemplate(definition.type),
  })),
  sandbox: true,
});
response(noticeDeliveryPageSchema, {
  content: [
    {
      id: '6b1f0c3e-2d4a-4e5b-9c8d-7a6b5c4d3e2f',
      chargeId: '0d9c8b7a-6f5e-4d3c-8b1a-0f9e8d7c6b5a',
      chargeTitle: 'Mensalidade de dezembro',
      customerName: 'Conceição Araújo',
      type: 'PIX_PREPAYMENT_TWO_DAYS',
      channel: 'WHATSAPP',
      status: 'SENT',
      createdAt: '2026-11-29T12:00:00.000Z',
      message:
        'Olá, Conceição Araújo! Lembrete: a cobrança "Mensalidade de dezembro" de Loja da Ana, no valor de R$ 150,00, vence em 01/12/2026.',
    },
  ],
  page: 0,
  size: 20,
  totalElements: 1,
  totalPages: 1,
});
response(noticeRunSchema, { decided: 3, emails: 2, whatsApp: 1 });
