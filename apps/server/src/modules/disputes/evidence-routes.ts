import { z } from 'zod';
import {
  chargeDetailSchema,
  DISPUTE_EVIDENCE_RULES,
  disputeEvidenceSchema,
  disputeEvidenceUploadQuerySchema,
  errorBodySchema,
} from '@cofre/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { sendFile } from '../../lib/file-reply.js';
import { fileResponse, operation } from '../../lib/openapi-docs.js';
import { authErrors, type App } from '../../lib/route-types.js';
import { requireSession } from '../../plugins/request-session.js';
import { type ChargeDetailReaders, chargeParams, detailOf } from '../charges/index.js';
import { addEvidence, evidenceFile, removeEvidence, submitEvidence } from './evidence.js';

const tags = ['charges'];
const evidenceParams = chargeParams.extend({ evidenceId: z.uuid({ error: 'Documento não encontrado.' }) });
const changeErrors = { ...authErrors, 409: errorBodySchema };
/** A little above the 5 MB a file may have, so a file just over it gets DSP-004 rather than GEN-413. */
const UPLOAD_BODY_LIMIT = DISPUTE_EVIDENCE_RULES.maxBytes + 1024 * 1024;

/**
 * The seller's answer to a dispute (issue 14): upload evidence files one by one (the file is the
 * body, sent with its own Content-Type; the type is then checked by content), remove one, download
 * one, and send them all to the card network.
 */
export function disputeEvidenceRoutes(app: App, ctx: AppContext, readers: ChargeDetailReaders): void {
  app.addContentTypeParser(
    [...DISPUTE_EVIDENCE_RULES.contentTypes],
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post('/api/charges/:id/dispute/evidence', {
    config: { permission: { capability: 'charges.write' }, fileBody: true },
    bodyLimit: UPLOAD_BODY_LIMIT,
    schema: {
      ...operation('addDisputeEvidence', 'Anexa um documento (PDF, JPG ou PNG, até 5 MB) à contestação', {
        description: 'O corpo é o próprio arquivo, com o seu Content-Type; o tipo é conferido pelo conteúdo.',
        errors: ['DSP-005', 'DSP-003'],
      }),
      tags,
      params: chargeParams,
      querystring: disputeEvidenceUploadQuerySchema,
      response: { 201: disputeEvidenceSchema, ...changeErrors },
    },
    handler: async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('DSP-005');
      const evidence = await addEvidence(ctx, requireSession(request), request.params.id, {
        fileName: request.query.fileName,
        content: request.body,
      });
      return reply.status(201).send(evidence);
    },
  });

  app.get('/api/charges/:id/dispute/evidence/:evidenceId', {
    config: { permission: { capability: 'charges.read' } },
    schema: {
      ...operation('getDisputeEvidence', 'Baixa um documento da contestação'),
      tags,
      params: evidenceParams,
      response: {
        200: fileResponse(DISPUTE_EVIDENCE_RULES.contentTypes, 'O documento enviado, no seu tipo (PDF, JPG ou PNG).'),
        ...authErrors,
      },
    },
    handler: async (request, reply) => {
      const { sellerId } = requireSession(request);
      const file = await evidenceFile(ctx, sellerId, request.params.id, request.params.evidenceId);
      return sendFile(reply, { type: file.contentType, fileName: file.fileName, body: file.content, inline: true });
    },
  });

  app.delete('/api/charges/:id/dispute/evidence/:evidenceId', {
    config: { permission: { capability: 'charges.write' } },
    schema: {
      ...operation('removeDisputeEvidence', 'Remove um documento ainda não enviado', { errors: ['DSP-003'] }),
      tags,
      params: evidenceParams,
      response: { 204: z.null(), ...changeErrors },
    },
    handler: async (request, reply) => {
      await removeEvidence(ctx, requireSession(request), request.params.id, request.params.evidenceId);
      return reply.status(204).send(null);
    },
  });

  app.post('/api/charges/:id/dispute/submit', {
    config: { permission: { capability: 'charges.write' } },
    schema: {
      ...operation('submitDisputeEvidence', 'Envia os documentos da contestação à bandeira', {
        errors: ['DSP-008'],
      }),
      tags,
      params: chargeParams,
      response: { 200: chargeDetailSchema, ...changeErrors },
    },
    handler: async (request) => {
      const session = requireSession(request);
      await submitEvidence(ctx, session, request.params.id);
      return detailOf(ctx, readers, session.sellerId, request.params.id);
    },
  });
}
