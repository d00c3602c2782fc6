import { config } from 'zod';

/**
 * Zod without its compiled parsers, set before any schema is built (main.tsx imports this module
 * first).
 *
 * To know whether it may compile an object's parser, zod tries `new Function('')` when the first
 * object schema is built: our pages' Content-Security-Policy (`script-src 'self'`, no
 * 'unsafe-eval') refuses it, so zod never compiles them here anyway. But the refusal is reported (a
 * `securitypolicyviolation`), and the report's source position made the browser re-parse the whole
 * chunk being evaluated (`boot`, 470 KB): about 100 ms of the first load's main thread on this
 * machine, four times that in Lighthouse (docs/web-performance.md, "…zod's eval probe…").
 */
config({ jitless: true });
