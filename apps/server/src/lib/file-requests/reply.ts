import { gunzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendFile } from '../file-reply.js';

/** Answers a download with a stored file: as is to clients that take gzip, inflated for the others. */
export function sendStoredCsv(request: FastifyRequest, reply: FastifyReply, file: { gzip: Buffer; fileName: string }) {
  const takesGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  reply.header('vary', 'accept-encoding');
  if (takesGzip) reply.header('content-encoding', 'gzip');
  return sendFile(reply, {
    type: 'text/csv; charset=utf-8',
    fileName: file.fileName,
    body: takesGzip ? file.gzip : gunzipSync(file.gzip),
  });
}
