// The seller-clients module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { noActivity, type ClientActivityReaders } from './activity.js';
export { addToClientCount, findClient, findClientByDocument, type SellerClientRow } from './queries.js';
export { sellerClientRoutes } from './routes.js';
export { searchTextOf, sortNameOf } from './search.js';
export { findOrCreateBuyer } from './service.js';
export { sellerClients } from './tables.js';
