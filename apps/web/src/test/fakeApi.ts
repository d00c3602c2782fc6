import { notifications } from '@mantine/notifications';
import { vi } from 'vitest';

/** The fetch stub every feature's tests use: the features add their own fixtures around it. */
export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function apiError(status: number, code: string, description: string): Response {
  return json(status, { errors: [{ code, description }] });
}

const patternOf = (path: string) => new RegExp(`^/api${path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);

/**
 * A fake API: routes as 'METHOD /path/:param' → handler. Every call is recorded; an unknown
 * route answers 404 so a test sees what it forgot to stub.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const table = Object.entries(routes).map(([route, handler]) => {
    const [method, path] = route.split(' ');
    if (method === undefined || path === undefined) throw new Error(`Route '${route}' is not 'METHOD /path'`);
    return { method, pattern: patternOf(path), handler };
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url: new URL(input, 'http://localhost'),
        // A JSON body is read back; a file (an upload) is kept as it was sent.
        body: typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined),
        headers: (init.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      const route = table.find((entry) => entry.method === call.method && entry.pattern.test(call.url.pathname));
      return route ? route.handler(call) : apiError(404, 'GEN-404', 'Registro não encontrado.');
    }),
  );
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && patternOf(path).test(call.url.pathname));
  return { calls, callsTo };
}

/**
 * A text query's `ignore` that leaves out the toasts: a screen's own message is looked for where the
 * screen shows it, whether or not the toast saying the same has rendered yet (`watchToasts` checks it).
 */
export const NOT_IN_TOASTS = 'script, style, .mantine-Notifications-root *';

/** The toasts shown: Mantine's notifications store is global, so tests watch `show` itself. */
export function watchToasts() {
  const show = vi.spyOn(notifications, 'show');
  return () => show.mock.calls.map(([toast]) => ({ color: toast.color, message: String(toast.message) }));
}
