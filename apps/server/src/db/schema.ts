export * from '../modules/audit/tables.js';
export * from '../modules/auth/tables.js';
export * from '../modules/mail/tables.js';
export * from '../modules/notifications/tables.js';
export * from '../modules/platform/tables.js';
export * from '../modules/sellers/tables.js';
export * from '../modules/users/tables.js';
export * from '../modules/seller-clients/tables.js';
