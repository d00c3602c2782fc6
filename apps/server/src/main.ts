// The server's entry: the API (src/serve.ts) in this process, or, with API_PROCESSES above 1, in that
// many child processes sharing the port (src/cluster.ts).
import { startCluster } from './cluster.js';

if (!startCluster()) await import('./serve.js');
