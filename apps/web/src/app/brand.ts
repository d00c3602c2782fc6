/**
 * White-label configuration (design §6): name, colour, logo and support contacts come from
 * the build environment, with the Cofre defaults.
 */
function env(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback;
}

const phone = env(import.meta.env.VITE_BRAND_SUPPORT_PHONE, '(11) 4000-0000');

export const brand = {
  name: env(import.meta.env.VITE_BRAND_NAME, 'Cofre'),
  /** Primary colour as #rrggbb. The default teal keeps white text above 4.5:1 contrast. */
  primary: env(import.meta.env.VITE_BRAND_PRIMARY, '#0b7a5e'),
  /** An image URL; when empty the inline SVG logo is drawn. */
  logoUrl: import.meta.env.VITE_BRAND_LOGO_URL?.trim() || null,
  faqUrl: env(import.meta.env.VITE_BRAND_FAQ_URL, 'https://ajuda.cofre.dev'),
  termsUrl: env(import.meta.env.VITE_BRAND_TERMS_URL, 'https://cofre.dev/termos-de-uso'),
  /** The provider's form where a seller sets up automatic invoices (spec 3 §2: an external form). */
  invoiceSetupUrl: env(import.meta.env.VITE_BRAND_INVOICE_SETUP_URL, 'https://ajuda.cofre.dev/nota-fiscal'),
  support: {
    email: env(import.meta.env.VITE_BRAND_SUPPORT_EMAIL, 'suporte@cofre.dev'),
    phone,
    phoneHref: `tel:+55${phone.replace(/\D/g, '')}`,
  },
} as const;

export type Brand = typeof brand;
