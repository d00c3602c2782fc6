import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

interface Received {
  id: string;
  type: string;
  objectId: string;
  headers: Record<string, string>;
  body: string;
}

/** A seller's server on 127.0.0.1 that answers 200 and keeps what it got (the e2e server is not production). */
export async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const payload = JSON.parse(body) as { id: string; type: string; data: { id: string } };
      received.push({ id: payload.id, type: payload.type, objectId: payload.data.id, headers, body });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('recebido');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/cofre`,
    received,
    /** The event types received about one object, sorted (deliveries run side by side). */
    typesFor: (objectId: string) =>
      received
        .filter((item) => item.objectId === objectId)
        .map((item) => item.type)
        .sort(),
    /** The ids of the events of one type received about one object, in arrival order. */
    idsFor: (objectId: string, type: string) =>
      received.filter((item) => item.objectId === objectId && item.type === type).map((item) => item.id),
    /** Every delivery about one object, verified with the endpoint's secret (throws on a bad signature). */
    verifyFor: (objectId: string, secret: string) =>
      received
        .filter((item) => item.objectId === objectId)
        .map((item) => new Webhook(secret).verify(item.body, item.headers)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
