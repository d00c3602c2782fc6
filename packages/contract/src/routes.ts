import type { Capability } from './permissions.js';
import type { Feature } from './features.js';

/**
 * The route table of the back-office (spec 1 §2.1, spec 3 and spec 4 route tables).
 * Pure data: the web app adds components and icons by key; tests read it here.
 * `built` is false for routes whose screen a later issue delivers: they are guarded
 * but stay out of the menu.
 */
export interface AppRoute {
  key: string;
  path: string;
  title: string;
  /** Menu label when it differs from the page title. */
  menuLabel?: string;
  /** Key of the route this one sits under in the breadcrumb. */
  parent?: string;
  /** Menu group key, for entries shown inside a group. */
  group?: string;
  menu: boolean;
  exact?: boolean;
  isNew?: boolean;
  beta?: boolean;
  capability: Capability;
  feature?: Feature;
  /**
   * A sandbox page: it exists only where the server runs its sandbox (the session's `sandbox`);
   * elsewhere the address is not found.
   */
  sandbox?: boolean;
  built: boolean;
}

export interface MenuGroup {
  key: string;
  path: string;
  title: string;
  capability: Capability;
}

export const MENU_GROUPS: readonly MenuGroup[] = [
  { key: 'myCheckout', path: '/meu-checkout', title: 'Meu Checkout', capability: 'checkout.manage' },
  { key: 'settings', path: '/configuracoes', title: 'Configurações', capability: 'settings.view' },
];

const r = (route: Omit<AppRoute, 'built'> & { built?: boolean }): AppRoute => ({ built: false, ...route });

export const APP_ROUTES: readonly AppRoute[] = [
  r({
    key: 'home',
    path: '/',
    title: 'Início',
    menu: true,
    exact: true,
    capability: 'home.view',
    feature: 'view_seller_home',
    built: true,
  }),
  r({
    key: 'paymentLinks',
    path: '/seja-pago',
    title: 'Links de pagamento',
    menu: true,
    capability: 'paymentLinks.manage',
    feature: 'view_seller_payment_link',
    built: true,
  }),
  r({
    key: 'paymentLinkCreate',
    path: '/seja-pago/criar/:kind',
    title: 'Criar',
    parent: 'paymentLinks',
    menu: false,
    capability: 'paymentLinks.manage',
    feature: 'view_seller_create_payment_link',
    built: true,
  }),
  r({
    key: 'paymentLinkEdit',
    path: '/seja-pago/editar/:id',
    title: 'Editar',
    parent: 'paymentLinks',
    menu: false,
    capability: 'paymentLinks.manage',
    feature: 'view_seller_payment_link_edit',
    built: true,
  }),
  r({
    key: 'fastLink',
    path: '/seja-pago/link-rapido',
    title: 'Link Rápido',
    parent: 'paymentLinks',
    menu: false,
    capability: 'paymentLinks.manage',
    feature: 'view_checkout_create_order_by_fast_link',
    built: true,
  }),
  r({
    key: 'recurrenceImport',
    path: '/importacao-de-recorrencia',
    title: 'Importação de recorrências',
    parent: 'subscriptions',
    menu: false,
    capability: 'subscriptions.manage',
    built: true,
  }),
  r({
    key: 'checkoutInfo',
    path: '/checkout-info',
    title: 'Informações Gerais',
    group: 'myCheckout',
    menu: true,
    capability: 'checkout.manage',
    built: true,
  }),
  r({
    key: 'myPlans',
    path: '/meus-planos',
    title: 'Meus planos',
    group: 'myCheckout',
    menu: true,
    capability: 'checkout.manage',
    built: true,
  }),
  r({
    key: 'planEdit',
    path: '/meus-planos/:id',
    title: 'Plano',
    parent: 'myPlans',
    menu: false,
    capability: 'checkout.manage',
    built: true,
  }),
  r({ key: 'charges', path: '/cobrancas', title: 'Cobranças', menu: true, capability: 'charges.read', built: true }),
  r({
    key: 'chargeDetail',
    path: '/cobrancas/:id',
    title: 'Detalhes',
    parent: 'charges',
    menu: false,
    capability: 'charges.read',
    built: true,
  }),
  r({
    key: 'scheduledChargeDetail',
    path: '/cobrancas-agendadas/:id',
    title: 'Detalhes',
    parent: 'charges',
    menu: false,
    capability: 'charges.read',
    built: true,
  }),
  r({
    key: 'cards',
    path: '/cartao',
    title: 'Cartões de crédito',
    menuLabel: 'Gerenciar cartões',
    menu: true,
    capability: 'cards.manage',
    feature: 'view_seller_banking_cards',
    built: true,
  }),
  r({
    key: 'cardLimits',
    path: '/cartao/limites',
    title: 'Gerenciar limites',
    parent: 'cards',
    menu: false,
    capability: 'cards.manage',
    feature: 'view_seller_banking_cards',
    built: true,
  }),
  r({
    key: 'cardDetail',
    path: '/cartao/:id',
    title: 'Cartão de crédito',
    parent: 'cards',
    menu: false,
    capability: 'cards.manage',
    feature: 'view_seller_banking_cards',
    built: true,
  }),
  r({
    key: 'payments',
    path: '/pagamentos',
    title: 'Sistema de Gerenciamento de Pagamentos',
    menuLabel: 'Pagamentos',
    menu: true,
    isNew: true,
    capability: 'payments.manage',
    feature: 'view_accounts_payable_2',
    built: true,
  }),
  r({
    key: 'subscriptions',
    path: '/recorrencias',
    title: 'Recorrências',
    menu: true,
    capability: 'subscriptions.manage',
    built: true,
  }),
  r({
    key: 'subscriptionDetail',
    path: '/recorrencias/:id',
    title: 'Detalhes',
    parent: 'subscriptions',
    menu: false,
    capability: 'subscriptions.manage',
    built: true,
  }),
  r({ key: 'clients', path: '/clientes', title: 'Clientes', menu: true, capability: 'clients.read', built: true }),
  r({
    key: 'clientCreate',
    path: '/clientes/adicionar-cliente',
    title: 'Adicionar cliente',
    parent: 'clients',
    menu: false,
    capability: 'clients.write',
    built: true,
  }),
  r({
    key: 'clientDetail',
    path: '/clientes/:id',
    title: 'Detalhes',
    parent: 'clients',
    menu: false,
    capability: 'clients.read',
    built: true,
  }),
  r({
    key: 'finance',
    path: '/financeiro',
    title: 'Financeiro',
    menu: true,
    capability: 'finance.view',
    built: true,
  }),
  r({ key: 'reports', path: '/reports', title: 'Relatórios', menu: true, capability: 'reports.view', built: true }),
  r({
    key: 'activatePj',
    path: '/ativar-pj',
    title: 'Ativar Conta PJ',
    group: 'settings',
    menu: true,
    capability: 'settings.banking',
    built: true,
  }),
  r({
    key: 'accountData',
    path: '/dados-conta',
    title: 'Dados da Conta',
    group: 'settings',
    menu: true,
    capability: 'settings.banking',
    built: true,
  }),
  r({
    key: 'sandboxSms',
    path: '/sandbox/sms',
    title: 'SMS enviados (ambiente de testes)',
    parent: 'accountData',
    menu: false,
    capability: 'sandbox.simulate',
    sandbox: true,
    built: true,
  }),
  r({
    key: 'pixConfig',
    path: '/pix-config',
    title: 'Configurações Pix',
    group: 'settings',
    menu: true,
    capability: 'settings.banking',
    built: true,
  }),
  r({
    key: 'notificationSettings',
    path: '/notificacoes',
    title: 'Notificações',
    group: 'settings',
    menu: true,
    capability: 'settings.notifications',
    built: true,
  }),
  r({
    key: 'paymentMethods',
    path: '/metodos-pagamentos',
    title: 'Métodos de pagamento',
    group: 'settings',
    menu: true,
    capability: 'settings.paymentMethods',
    built: true,
  }),
  r({
    key: 'security',
    path: '/seguranca',
    title: 'Segurança',
    group: 'settings',
    menu: true,
    exact: false,
    capability: 'settings.security',
    built: true,
  }),
  r({
    key: 'invoiceSettings',
    path: '/nota-fiscal',
    title: 'Nota fiscal',
    group: 'settings',
    menu: true,
    capability: 'settings.invoice',
    built: true,
  }),
  r({
    key: 'integration',
    path: '/integracao',
    title: 'Integração',
    group: 'settings',
    menu: true,
    capability: 'settings.integration',
    built: true,
  }),
  r({
    key: 'subSellers',
    path: '/sub-vendedores',
    title: 'Sub-vendedores',
    group: 'settings',
    menu: true,
    capability: 'subSellers.manage',
    built: true,
  }),
  r({
    key: 'subSellerNew',
    path: '/sub-vendedores/novo',
    title: 'Novo sub-vendedor',
    parent: 'subSellers',
    menu: false,
    capability: 'subSellers.manage',
    built: true,
  }),
  r({
    key: 'subSellerDetail',
    path: '/sub-vendedores/:id',
    title: 'Detalhes',
    parent: 'subSellers',
    menu: false,
    capability: 'subSellers.manage',
    built: true,
  }),
  r({
    key: 'users',
    path: '/usuarios',
    title: 'Usuários',
    group: 'settings',
    menu: true,
    capability: 'users.manage',
    feature: 'view_create_users',
    built: true,
  }),
];

/** Public pages: no session, no role. */
export const PUBLIC_PATHS = [
  '/login',
  '/redefinir-senha',
  '/redefinir-senha/:token',
  '/convite/:token',
  '/3ds',
] as const;

/** A route's path as a pattern: a ':name' is one segment, a trailing slash optional. */
function pathPattern(path: string): RegExp {
  const segments = path.replace(/\/$/, '').replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${segments.replace(/:[^/]+/g, '[^/]+')}/?$`);
}

let patterns: Array<{ route: AppRoute; pattern: RegExp; dynamic: boolean }> | undefined;

/**
 * The route table's entry for an address, or undefined: a path without parameters before one with
 * them ('/cobrancas/novo' is not the charge 'novo'), as the router ranks them. The server uses it
 * to know a back-office address (its HTML gets the signed-in frame), the web to preload the screen
 * before React starts (without the router's ranking of the whole table: ~30 ms of a phone's load).
 */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  patterns ??= APP_ROUTES.map((route) => ({
    route,
    pattern: pathPattern(route.path),
    dynamic: route.path.includes(':'),
  }));
  // The router reads '//cobrancas' as '/cobrancas'.
  const path = pathname.replace(/\/{2,}/g, '/');
  const match = (dynamic: boolean) =>
    patterns!.find((entry) => entry.dynamic === dynamic && entry.pattern.test(path))?.route;
  return match(false) ?? match(true);
}
