// Public surface of the cards area (the server's cards module, /cards): the route modules are lazy-loaded.
export { default as CardListPage } from './routes/CardListPage';
export { default as CardDetailPage } from './routes/CardDetailPage';
export { default as CardLimitsPage } from './routes/CardLimitsPage';
