import type { ComponentType } from 'react';

type RouteModule = () => Promise<{ default: ComponentType }>;

/**
 * Screens by route key. A key missing here (or a route with `built: false`) renders the
 * 'coming soon' page; later issues add their screens to this map.
 */
export const ROUTE_MODULES: Partial<Record<string, RouteModule>> = {
  home: () => import('../features/home/routes/HomePage'),
  clients: () => import('../features/clients/routes/ClientListPage'),
  clientCreate: () => import('../features/clients/routes/ClientCreatePage'),
  clientDetail: () => import('../features/clients/routes/ClientDetailPage'),
  charges: () => import('../features/charges/routes/ChargeListPage'),
  chargeDetail: () => import('../features/charges/routes/ChargeDetailPage'),
  // The same screen: a scheduled charge is a charge (spec 1 §2.1).
  scheduledChargeDetail: () => import('../features/charges/routes/ChargeDetailPage'),
  paymentLinks: () => import('../features/payment-links/routes/PaymentLinksPage'),
  paymentLinkCreate: () => import('../features/payment-links/routes/PaymentLinkCreatePage'),
  paymentLinkEdit: () => import('../features/payment-links/routes/PaymentLinkEditPage'),
  // The quick-link form of '/seja-pago/criar/link-rapido' under its own route table entry (spec 2 §2).
  fastLink: () => import('../features/payment-links/routes/FastLinkPage'),
  checkoutInfo: () => import('../features/checkouts/routes/CheckoutInfoPage'),
  myPlans: () => import('../features/plans/routes/PlanListPage'),
  planEdit: () => import('../features/plans/routes/PlanFormPage'),
  finance: () => import('../features/finance/routes/FinancePage'),
  subscriptions: () => import('../features/subscriptions/routes/SubscriptionsPage'),
  subscriptionDetail: () => import('../features/subscriptions/routes/SubscriptionDetailPage'),
  recurrenceImport: () => import('../features/subscriptions/routes/RecurrenceImportPage'),
  paymentMethods: () => import('../features/settings/routes/PaymentMethodsPage'),
  invoiceSettings: () => import('../features/settings/routes/InvoiceSettingsPage'),
  users: () => import('../features/settings/routes/UsersPage'),
  reports: () => import('../features/reports/routes/ReportsPage'),
  notificationSettings: () => import('../features/notices/routes/NotificationSettingsPage'),
  integration: () => import('../features/integrations/routes/IntegrationPage'),
  security: () => import('../features/security/routes/SecurityPage'),
  subSellers: () => import('../features/sub-sellers/routes/SubSellerListPage'),
  subSellerNew: () => import('../features/sub-sellers/routes/SubSellerCreatePage'),
  subSellerDetail: () => import('../features/sub-sellers/routes/SubSellerDetailPage'),
  activatePj: () => import('../features/banking/routes/ActivatePjPage'),
  accountData: () => import('../features/account-data/routes/AccountDataPage'),
  sandboxSms: () => import('../features/account-data/routes/SandboxSmsPage'),
  pixConfig: () => import('../features/pix-config/routes/PixConfigPage'),
  payments: () => import('../features/payments/routes/PaymentsPage'),
  cards: () => import('../features/cards/routes/CardListPage'),
  cardLimits: () => import('../features/cards/routes/CardLimitsPage'),
  cardDetail: () => import('../features/cards/routes/CardDetailPage'),
};
