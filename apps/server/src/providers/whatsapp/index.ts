import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { HttpWhatsApp } from './http.js';
import type { WhatsApp } from './port.js';
import { SandboxWhatsApp } from './sandbox.js';

export type * from './port.js';
export { WhatsAppUnavailableError, withWhatsAppTimeout, WHATSAPP_TIMEOUT_MS } from './port.js';
export { SandboxWhatsApp, whatsAppFault } from './sandbox.js';
export { HttpWhatsApp } from './http.js';

/** The Cloud API when WHATSAPP_API_URL names one (with its number id and token); the sandbox otherwise. */
export function createWhatsApp(config: Config, db: Db, clock: Clock): WhatsApp {
  const http = config.whatsApp;
  return http ? new HttpWhatsApp(http) : new SandboxWhatsApp(db, clock);
}
