import type { FastifyReply } from 'fastify';

/**
 * Sends a generated document (PDF, XML, CSV) to its owner: private and never cached, shown in the
 * browser (`inline`) or saved under its name.
 */
export function sendFile(
  reply: FastifyReply,
  file: { type: string; fileName: string; body: Buffer | string; inline?: boolean },
) {
  return reply
    .type(file.type)
    .header('content-disposition', contentDisposition(file.inline ? 'inline' : 'attachment', file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

/**
 * RFC 6266: an ASCII `filename` for old clients and the exact name as UTF-8 in `filename*`, so a
 * seller's 'comprovante de entrega.pdf' keeps its accents and no name can break the header.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'arquivo';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
