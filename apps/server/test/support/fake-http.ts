import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake server answers on one path. */
export interface CannedResponse {
  status?: number;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent verbatim instead of `json` (a truncated or non-JSON body). */
  raw?: string;
  /** Wait this long before answering, to trip a client's timeout. */
  delayMs?: number;
}

/**
 * A local HTTP server on 127.0.0.1 and an ephemeral port that serves canned answers per path and
 * records the paths it was asked for. An unconfigured path answers 404 with an empty JSON object.
 */
export async function startFakeHttp() {
  const responses = new Map<string, CannedResponse>();
  const requests: string[] = [];
  const pendingAnswers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    const canned = responses.get(path) ?? { status: 404, json: {} };
    const answer = () => {
      response.writeHead(canned.status ?? 200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(canned.raw ?? JSON.stringify(canned.json ?? null));
    };
    if (!canned.delayMs) return answer();
    const timer = setTimeout(() => {
      pendingAnswers.delete(timer);
      answer();
    }, canned.delayMs);
    pendingAnswers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Paths requested so far, query string included, oldest first. */
    requests,
    respond(path: string, canned: CannedResponse) {
      responses.set(path, canned);
    },
    /** Forgets the canned answers and the recorded requests (between tests). */
    reset() {
      responses.clear();
      requests.length = 0;
    },
    close() {
      pendingAnswers.forEach(clearTimeout);
      // A client that timed out may leave a keep-alive socket open; close would wait for it.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

export type FakeHttp = Awaited<ReturnType<typeof startFakeHttp>>;

/** A URL on 127.0.0.1 where nothing listens, to provoke a connection failure. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
