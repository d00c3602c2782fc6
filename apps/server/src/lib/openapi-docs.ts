import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, errorItem, errorStatus, type ErrorCode } from '@cofre/contract';
import { exampleOf } from './openapi-example-registry.js';
import './openapi-examples.js';
import './openapi-examples-links.js';
import './openapi-examples-subscriptions.js';
import './openapi-examples-settings.js';
import './openapi-examples-banking.js';
import './openapi-examples-payments.js';
import './openapi-examples-boletos.js';
import './openapi-examples-cards.js';
import './openapi-examples-reports.js';
import './openapi-examples-notices.js';
import './openapi-examples-integrations.js';
import './openapi-examples-sub-sellers.js';
import './openapi-examples-charge-actions.js';
import './openapi-examples-finance.js';

/**
 * How every route describes itself in the OpenAPI document (`/api/docs/json`, docs/api.md):
 * `schema: { ...operation('getCharge', 'Detalha uma cobrança'), tags, params, response }`.
 * Summaries, descriptions and tag texts are pt-BR, like the error descriptions; operationIds are
 * English camelCase verbs + nouns (listCharges, createRefund), unique in the document.
 */

declare module 'fastify' {
  interface FastifySchema {
    /** The error code each documented error status shows as its example (documentation only). */
    errorExamples?: Readonly<Partial<Record<number, ErrorCode>>>;
    /** Descriptions of this route's statuses that differ from the usual ones (documentation only). */
    responseDescriptions?: Readonly<Partial<Record<number, string>>>;
  }
}

export function operation(
  operationId: string,
  summary: string,
  more: {
    description?: string;
    /**
     * The codes this route answers beyond the usual ones, each shown as the example of the status the
     * catalogue declares for it (default examples: GEN-400, AUTH-009, PERM-001, GEN-404...).
     */
    errors?: readonly ErrorCode[];
    /** What a status means on this route, when the usual text is not enough. */
    responses?: Readonly<Partial<Record<number, string>>>;
  } = {},
) {
  return {
    operationId,
    summary,
    ...(more.description ? { description: more.description } : {}),
    ...(more.errors ? { errorExamples: Object.fromEntries(more.errors.map((code) => [errorStatus(code), code])) } : {}),
    ...(more.responses ? { responseDescriptions: more.responses } : {}),
  };
}

/** A generated document (`sendFile`): the body is the file itself, not JSON. */
export function fileResponse(
  contentType: 'application/pdf' | 'application/xml' | 'text/csv' | readonly string[],
  description: string,
) {
  const types = typeof contentType === 'string' ? [contentType] : contentType;
  const binary = { schema: z.string().meta({ format: 'binary' }) };
  return { description, content: Object.fromEntries(types.map((type) => [type, binary])) };
}

/** Top-level tags, in the order the UI lists them. */
export const OPENAPI_TAGS = [
  { name: 'platform', description: 'Saúde do servidor.' },
  {
    name: 'auth',
    description: 'Login, verificação em dois fatores, renovação e encerramento de sessão, redefinição de senha.',
  },
  { name: 'sellers', description: 'A conta do vendedor: recursos habilitados, termos de uso e bloqueio.' },
  { name: 'team', description: 'Os usuários da empresa: convite, perfil, status e exclusão.' },
  {
    name: 'settings',
    description: 'As configurações do vendedor: métodos de pagamento padrão, juros e multa dos boletos.',
  },
  { name: 'notifications', description: 'O painel de notificações do usuário.' },
  { name: 'clients', description: 'Os clientes do vendedor, com suas cobranças e assinaturas.' },
  { name: 'lookups', description: 'Consultas de CNPJ e CEP para preencher o cadastro de clientes.' },
  {
    name: 'charges',
    description:
      'Cobranças: lista, criação, detalhe, recebíveis, pagamento manual, exclusão, boleto e exportação em CSV.',
  },
  {
    name: 'payment-links',
    description: 'Links de pagamento (pontuais, de assinatura e rápidos) e a simulação de parcelamento.',
  },
  { name: 'plans', description: 'Os planos das assinaturas.' },
  {
    name: 'subscriptions',
    description:
      'Recorrências: lista, detalhe, importação, edição, cancelamento e nota fiscal automática de cada ciclo.',
  },
  {
    name: 'hosted-checkout',
    description: 'O checkout público onde o comprador paga um link: sem login, com limite de requisições por IP.',
  },
  { name: 'checkout', description: 'A identidade do checkout do vendedor: título, descrição e subdomínio.' },
  {
    name: 'banking',
    description: 'A conta PJ do vendedor: o cadastro em três etapas, o envio para análise e o seu status.',
  },
  {
    name: 'payments',
    description:
      'Pagamentos Pix a partir da conta PJ: o destinatário no diretório, o envio, a aprovação por outra pessoa, o comprovante e os favoritos.',
  },
  {
    name: 'cards',
    description:
      'Cartões virtuais corporativos: emissão, bloqueio, cancelamento, limites, o extrato do mês e os dados do cartão com confirmação de identidade.',
  },
  { name: 'refunds', description: 'Estornos (parciais ou totais) e a carta de cancelamento.' },
  { name: 'invoices', description: 'Notas fiscais de serviço das cobranças.' },
  { name: 'finance', description: 'Saldo, extrato, saques (repasses) e antecipação de recebíveis.' },
  {
    name: 'dashboard',
    description: 'O painel do vendedor: recebido, em atraso, a receber, inadimplência e o gráfico do período.',
  },
  {
    name: 'reports',
    description: 'Relatórios em CSV de um período, enviados por e-mail e pela central de notificações.',
  },
  {
    name: 'sandbox',
    description:
      'Só no ambiente sandbox: simular o pagamento do comprador e contestações, e o desafio 3-D Secure público.',
  },
];

/** The description of each status, unless the route gives its own. */
const STATUS_TEXT: Record<string, string> = {
  200: 'Sucesso.',
  201: 'Criado.',
  202: 'Aceito: o processamento continua depois da resposta.',
  204: 'Feito; sem conteúdo.',
  400: 'Requisição inválida: campo a campo (`VAL-001`, `VAL-002` ou o código da regra, `title` = o campo) ou `GEN-400`.',
  401: 'Sem sessão válida (`AUTH-009`) ou credenciais recusadas.',
  403: 'O perfil não tem a permissão (`PERM-001`) ou o recurso não está habilitado (`PERM-002`).',
  404: 'Registro não encontrado (`GEN-404`), inclusive o de outro vendedor.',
  409: 'A operação não cabe no estado atual do registro.',
  422: 'A mesma `Idempotency-Key` já foi usada com outro corpo (`GEN-422`).',
  429: 'Tentativas demais (`AUTH-002`); veja `Retry-After`.',
  500: 'Erro inesperado.',
  502: 'A adquirente recusou a operação.',
  503: 'O serviço externo não respondeu; tente de novo ou preencha à mão.',
};

/** The example error of a status when the route does not name one. */
const DEFAULT_ERROR: Record<string, ErrorCode> = {
  400: 'GEN-400',
  401: 'AUTH-009',
  403: 'PERM-001',
  404: 'GEN-404',
  409: 'GEN-409',
  422: 'GEN-422',
  429: 'AUTH-002',
  500: 'GEN-500',
  503: 'LOOKUP-003',
};

const { $schema: _dialect, ...errorBodyJson } = z.toJSONSchema(errorBodySchema, { io: 'output' });

const IDEMPOTENCY_KEY_HEADER = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  description:
    'Opcional. Torna o POST seguro para repetir: a primeira resposta fica guardada por 24 h (por vendedor) e ' +
    'volta igual com `Idempotent-Replayed: true`; a mesma chave com outro corpo é 422 `GEN-422`, e com a ' +
    'primeira requisição ainda em andamento é 409 `GEN-409` com `Retry-After: 30`.',
};

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null;

/**
 * @fastify/swagger's per-route transform: the zod schemas become JSON Schema
 * (fastify-type-provider-zod), then every response gets its pt-BR description and an example,
 * and every `config.idempotent` POST its `Idempotency-Key` header, 409 and 422.
 */
export const documentRoute: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = transformed.schema as JsonObject | undefined;
  if (!schema || schema.hide) return transformed;
  const raw = (input.schema ?? {}) as {
    body?: unknown;
    response?: Record<string, unknown>;
    errorExamples?: object;
    responseDescriptions?: object;
  };
  const errorExamples = (raw.errorExamples ?? {}) as Record<string, ErrorCode>;
  const descriptions = (raw.responseDescriptions ?? {}) as Record<string, string>;
  delete schema.errorExamples;
  delete schema.responseDescriptions;

  const methods = [input.route.method].flat();
  const idempotent = Boolean((input.route.config as { idempotent?: boolean } | undefined)?.idempotent);
  const response = (schema.response ?? {}) as Record<string, JsonObject>;
  schema.response = response;

  if (idempotent && methods.includes('POST')) {
    const headers = isObject(schema.headers) ? schema.headers : { type: 'object', properties: {} };
    (headers.properties as JsonObject)['Idempotency-Key'] = IDEMPOTENCY_KEY_HEADER;
    schema.headers = headers;
    response[409] ??= structuredClone(errorBodyJson);
    response[422] = structuredClone(errorBodyJson);
    response[409].headers = {
      'Retry-After': { type: 'integer', description: 'Segundos até tentar de novo (só no 409 `GEN-409`).' },
    };
    for (const [status, body] of Object.entries(response)) {
      if (!status.startsWith('2')) continue;
      body.headers = {
        'Idempotent-Replayed': {
          type: 'string',
          enum: ['true'],
          description: 'Presente quando a resposta é a guardada de uma requisição anterior com a mesma chave.',
        },
      };
    }
  }

  for (const [status, body] of Object.entries(response)) {
    const text = descriptions[status] ?? STATUS_TEXT[status] ?? 'Resposta.';
    if (isObject(body.content)) {
      body.description ??= text;
      continue;
    }
    if (body.description === undefined) body['x-response-description'] = text;
    if (body.type === 'null' || body.examples !== undefined) continue;
    const example = Number(status) >= 400 ? errorExample(status, errorExamples) : exampleOf(raw.response?.[status]);
    if (example !== undefined) body.examples = [example];
  }

  if (isObject(schema.body) && schema.body.examples === undefined) {
    const example = exampleOf(raw.body);
    if (example !== undefined) schema.body.examples = [example];
  }
  return transformed;
};

function errorExample(status: string, named: Record<string, ErrorCode>) {
  const code = named[status] ?? DEFAULT_ERROR[status];
  return code ? { errors: [errorItem(code)] } : undefined;
}
