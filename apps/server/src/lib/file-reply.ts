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
    .header('content-disposition', `${file.inline ? 'inline' : 'attachment'}; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
