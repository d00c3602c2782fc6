import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  id: string;
  headers: Record<string, string>;
  body: string;
  payload: { id: string; type: string; timestamp: string; data: Record<string, unknown> };
}

/**
 * A real HTTP receiver on 127.0.0.1, as a seller's server would be: it answers with the statuses
 * of `script` in turn (200 once the script runs out), and keeps every request it got.
 */
export async function startReceiver(script: number[] = []) {
  const received: ReceivedWebhook[] = [];
  const statuses = [...script];
  let hold: Promise<void> | null = null;
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => void answer());
    const answer = async () => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      received.push({ id: headers['webhook-id'] ?? '', headers, body, payload: JSON.parse(body) });
      if (hold) await hold;
      const status = statuses.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : `erro ${status}`);
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    /** Every request verified with the `standardwebhooks` package; throws on a bad signature. */
    verifyAll(secret: string) {
      const webhook = new Webhook(secret);
      return received.map((item) => webhook.verify(item.body, item.headers));
    },
    /** Holds every answer until the returned function is called. */
    holdAnswers() {
      let release = () => {};
      hold = new Promise<void>((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
