import { describe, expect, it } from 'vitest';
import type { PROFILES } from '../src/index.js';
import {
  APP_ROUTES,
  breadcrumbOf,
  can,
  CAPABILITIES,
  denial,
  FEATURES,
  landingPath,
  PROFILE_ROLES,
  RESTRICTIVE_FEATURES,
  ROLES,
  rolesOfProfile,
  visibleMenu,
  type Grant,
} from '../src/index.js';

const demoFeatures = FEATURES.filter((feature) => !RESTRICTIVE_FEATURES.includes(feature));
const grantOf = (profile: (typeof PROFILES)[number], features: readonly string[] = demoFeatures): Grant => ({
  roles: rolesOfProfile(profile),
  features,
});

describe('permission matrix', () => {
  it('names only known roles and features', () => {
    for (const rule of Object.values(CAPABILITIES)) {
      for (const role of rule.roles) expect(ROLES).toContain(role);
      if ('feature' in rule) expect(FEATURES).toContain(rule.feature);
    }
    for (const roles of Object.values(PROFILE_ROLES)) for (const role of roles) expect(ROLES).toContain(role);
  });

  it('follows the spec 1 §6 route table', () => {
    const rolesOf = (capability: keyof typeof CAPABILITIES) => [...CAPABILITIES[capability].roles].sort();
    expect(rolesOf('home.view')).toEqual(['SELLER_ADMIN', 'SELLER_BACKOFFICE', 'SELLER_DASHBOARD', 'SELLER_MASTER']);
    expect(rolesOf('finance.view')).toEqual(['SELLER_ADMIN', 'SELLER_BACKOFFICE', 'SELLER_FINANCES']);
    expect(rolesOf('users.manage')).toEqual(['SELLER_ADMIN', 'SELLER_BACKOFFICE']);
    expect(rolesOf('terms.accept')).toEqual(['SELLER_ADMIN']);
    expect(rolesOf('cards.manage')).toEqual(['SELLER_ADMIN', 'SELLER_BACKOFFICE', 'SELLER_MASTER']);
    expect(CAPABILITIES['cards.manage'].feature).toBe('view_seller_banking_cards');
  });

  it('gives each company profile what spec 3 §6 says', () => {
    expect(can(grantOf('SALE'), 'charges.read')).toBe(true);
    expect(can(grantOf('SALE'), 'clients.write')).toBe(true);
    expect(can(grantOf('SALE'), 'paymentLinks.manage')).toBe(true);
    expect(can(grantOf('SALE'), 'home.view')).toBe(false);
    expect(can(grantOf('SALE'), 'finance.view')).toBe(false);
    expect(can(grantOf('SALE'), 'clients.subscriptionsTab')).toBe(false);
    // D20: 'notifications view' is the notification centre, not the settings role.
    expect(can(grantOf('SUPERVISOR'), 'settings.notifications')).toBe(false);
    expect(can(grantOf('SUPERVISOR'), 'settings.banking')).toBe(false);
    expect(can(grantOf('SUPERVISOR'), 'reports.view')).toBe(false);
    expect(can(grantOf('FINANCE'), 'charges.read')).toBe(false);
    expect(can(grantOf('FINANCE'), 'finance.view')).toBe(true);
    expect(can(grantOf('FINANCE'), 'finance.anticipation')).toBe(true);
    expect(can(grantOf('MANAGER'), 'subscriptions.manage')).toBe(true);
    expect(can(grantOf('MANAGER'), 'users.manage')).toBe(false);
    expect(can(grantOf('ADMIN'), 'users.manage')).toBe(true);
    expect(can(grantOf('ADMIN'), 'terms.accept')).toBe(true);
  });

  it('tells a missing role from a missing feature toggle', () => {
    expect(denial(grantOf('SALE'), 'users.manage')).toBe('role');
    expect(denial(grantOf('ADMIN', []), 'users.manage')).toBe('feature');
    expect(denial(grantOf('ADMIN', []), 'charges.read', 'view_charge_installments')).toBe('feature');
    expect(denial(grantOf('ADMIN'), 'users.manage')).toBeNull();
  });
});

describe('D20 and D21', () => {
  const access = (profile: (typeof PROFILES)[number], key: string) =>
    can(
      grantOf(profile),
      APP_ROUTES.find((route) => route.key === key)!.capability,
      APP_ROUTES.find((route) => route.key === key)!.feature,
    );

  it('no profile gets the notification-settings role from "notifications view"', () => {
    for (const roles of Object.values(PROFILE_ROLES)) expect(roles).not.toContain('SELLER_CONFIG_NOTIFICATION');
  });

  it('the banking-account pages need MASTER, ADMIN or BACKOFFICE, never the notification-settings role', () => {
    const onlyNotifications: Grant = { roles: ['SELLER_CONFIG_NOTIFICATION'], features: demoFeatures };
    for (const key of ['activatePj', 'accountData', 'pixConfig']) {
      const route = APP_ROUTES.find((candidate) => candidate.key === key)!;
      expect([...CAPABILITIES[route.capability].roles].sort(), key).toEqual([
        'SELLER_ADMIN',
        'SELLER_BACKOFFICE',
        'SELLER_MASTER',
      ]);
      expect(can(onlyNotifications, route.capability), key).toBe(false);
      expect(access('ADMIN', key)).toBe(true);
      for (const profile of ['MANAGER', 'FINANCE', 'SUPERVISOR', 'SALE'] as const)
        expect(access(profile, key)).toBe(false);
    }
    expect(can(onlyNotifications, 'settings.notifications')).toBe(true);
  });

  it('/pagamentos needs MASTER, ADMIN or BACKOFFICE; SELLER_SUBSCRIPTIONS does not grant it', () => {
    const subscriptions: Grant = { roles: ['SELLER_SUBSCRIPTIONS'], features: demoFeatures };
    expect(can(subscriptions, 'payments.manage')).toBe(false);
    expect(access('MANAGER', 'payments')).toBe(false);
    expect(access('ADMIN', 'payments')).toBe(true);
  });

  it('receivables (statement data) need SELLER_FINANCES; sandbox controls the administrator', () => {
    expect(can(grantOf('SALE'), 'charges.receivables')).toBe(false);
    expect(can(grantOf('MANAGER'), 'charges.receivables')).toBe(true);
    expect(can(grantOf('SALE'), 'sandbox.simulate')).toBe(false);
    expect(can(grantOf('MANAGER'), 'sandbox.simulate')).toBe(false);
    expect(can(grantOf('ADMIN'), 'sandbox.simulate')).toBe(true);
  });
});

describe('route table', () => {
  it('has unique keys and paths, and parents that exist', () => {
    expect(new Set(APP_ROUTES.map((route) => route.key)).size).toBe(APP_ROUTES.length);
    expect(new Set(APP_ROUTES.map((route) => route.path)).size).toBe(APP_ROUTES.length);
    for (const route of APP_ROUTES) if (route.parent) expect(APP_ROUTES.map((r) => r.key)).toContain(route.parent);
  });

  it('registers every route of spec 1 §2.1 and the area tables', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    for (const path of [
      '/',
      '/seja-pago',
      '/seja-pago/criar/:kind',
      '/cobrancas/:id',
      '/cobrancas-agendadas/:id',
      '/cartao/limites',
      '/pagamentos',
      '/recorrencias/:id',
      '/clientes/adicionar-cliente',
      '/sub-vendedores/novo',
      '/financeiro',
      '/reports',
      '/usuarios',
      '/seguranca',
      '/importacao-de-recorrencia',
      '/meus-planos/:id',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('builds breadcrumbs from parents', () => {
    const detail = APP_ROUTES.find((route) => route.key === 'chargeDetail')!;
    expect(breadcrumbOf(detail).map((route) => route.title)).toEqual(['Cobranças', 'Detalhes']);
  });

  it('keeps unbuilt screens out of the menu', () => {
    const admin = visibleMenu(grantOf('ADMIN')).flatMap((section) => section.routes);
    expect(admin.every((route) => route.built)).toBe(true);
    expect(admin.map((route) => route.key)).toContain('home');
  });

  it('hides the home entry without view_seller_home', () => {
    const without = demoFeatures.filter((feature) => feature !== 'view_seller_home');
    const menu = visibleMenu(grantOf('ADMIN', without)).flatMap((section) => section.routes);
    expect(menu.map((route) => route.key)).not.toContain('home');
  });
});

describe('landing after sign-in (spec 1 §2.2)', () => {
  it('sends dashboard users home, business users to payment links, the rest to charges', () => {
    expect(landingPath(grantOf('ADMIN'))).toBe('/');
    expect(landingPath(grantOf('FINANCE'))).toBe('/');
    expect(
      landingPath({ roles: ['SELLER_DASHBOARD', 'SELLER_BUSINESS', 'SELLER_PAYMENT_LINK'], features: demoFeatures }),
    ).toBe('/seja-pago');
    expect(landingPath(grantOf('SALE'))).toBe('/cobrancas');
    expect(landingPath(grantOf('SUPERVISOR'))).toBe('/cobrancas');
  });

  it('falls back to the first menu entry when the landing route is not permitted', () => {
    const noHome = demoFeatures.filter((feature) => feature !== 'view_seller_home');
    expect(landingPath({ roles: ['SELLER_DASHBOARD'], features: noHome })).toBeNull();
    expect(landingPath({ roles: ['SELLER_ADMIN', 'SELLER_DASHBOARD'], features: noHome })).not.toBe('/');
  });
});
