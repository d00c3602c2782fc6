import { z } from 'zod';
import { text } from './text.js';

/** The seller's checkout identity (spec 2 §2 'Plans and checkout', §3 Checkout, §4, §5, §7, §8). */
export const CHECKOUT_MESSAGES = {
  titleRequired: 'Título é um campo obrigatório!',
  subdomainRequired: 'URL é um campo obrigatório!',
  subdomainTaken: 'URL já em uso por outro checkout!',
  subdomainInvalid: 'Use de 3 a 63 letras minúsculas, números ou hífens, sem hífen no início ou no fim.',
  subdomainReserved: 'Este endereço é reservado. Escolha outro.',
  titleMax: 'O título deve ter no máximo 60 caracteres!',
  descriptionMax: 'A descrição deve ter no máximo 500 caracteres!',
  created: 'Checkout cadastrado com sucesso!',
  edited: 'Checkout editado com sucesso!',
  copied: 'Link copiado para a área de transferência!',
  loadFailed: 'Não foi possível carregar as informações do checkout.',
} as const;

/**
 * Words a seller may not take as a subdomain: our own hosts and paths, and names a buyer could
 * mistake for the provider's (docs/decisions.md, 'Checkout subdomains').
 */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'admin', 'api', 'app', 'assets', 'auth', 'billing', 'blog', 'cdn', 'checkout', 'cofre', 'conta',
  'dashboard', 'dev', 'docs', 'ftp', 'help', 'login', 'mail', 'pagar', 'pagamento', 'pagamentos',
  'pay', 'pix', 'portal', 'root', 'sandbox', 'secure', 'seguro', 'staging', 'static', 'status',
  'suporte', 'support', 'test', 'www',
]); // prettier-ignore

const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,61})[a-z0-9]$/;

/** Why a (lower-cased, trimmed) subdomain cannot be used, or null when its shape is fine. */
export function subdomainProblem(value: string): 'INVALID' | 'RESERVED' | null {
  if (!SUBDOMAIN_PATTERN.test(value)) return 'INVALID';
  return RESERVED_SUBDOMAINS.has(value) ? 'RESERVED' : null;
}

/** Subdomains are compared case-insensitively: they are stored lower-cased. */
export const subdomainSchema = text({ error: CHECKOUT_MESSAGES.subdomainRequired })
  .trim()
  .toLowerCase()
  .min(1, CHECKOUT_MESSAGES.subdomainRequired)
  .superRefine((value, issue) => {
    const problem = subdomainProblem(value);
    if (problem === 'INVALID') issue.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.subdomainInvalid });
    if (problem === 'RESERVED') issue.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.subdomainReserved });
  });

/** POST /checkouts and PUT /checkouts/{id}. */
export const checkoutInputSchema = z.strictObject({
  title: text({ error: CHECKOUT_MESSAGES.titleRequired })
    .trim()
    .min(1, CHECKOUT_MESSAGES.titleRequired)
    .max(60, CHECKOUT_MESSAGES.titleMax),
  description: text()
    .trim()
    .max(500, CHECKOUT_MESSAGES.descriptionMax)
    .nullish()
    .transform((value) => value || null),
  subDomain: subdomainSchema,
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

export const checkoutSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  subDomain: z.string(),
  /** Where buyers see this checkout: the base of every payment link's public address. */
  url: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** GET /checkouts/default: the seller's checkout, or null before the seller creates one. */
export const defaultCheckoutSchema = z.object({ checkout: checkoutSchema.nullable() });

/** GET /subdomains/{subDomain}/exists: `isValid` true means already in use (the spec's name), `available` says it plainly. */
export const subdomainAvailabilitySchema = z.object({
  subDomain: z.string(),
  isValid: z.boolean(),
  available: z.boolean(),
  /** Why it is not available: taken by another checkout, reserved, or not a valid subdomain. */
  reason: z.enum(['TAKEN', 'RESERVED', 'INVALID']).nullable(),
});
export type SubdomainAvailability = z.infer<typeof subdomainAvailabilitySchema>;
