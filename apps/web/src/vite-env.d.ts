/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_BRAND_PRIMARY?: string;
  readonly VITE_BRAND_LOGO_URL?: string;
  readonly VITE_BRAND_FAQ_URL?: string;
  readonly VITE_BRAND_TERMS_URL?: string;
  readonly VITE_BRAND_INVOICE_SETUP_URL?: string;
  readonly VITE_BRAND_SUPPORT_EMAIL?: string;
  readonly VITE_BRAND_SUPPORT_PHONE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
