// The statement module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { statementCsv } from './csv.js';
export { statementRoutes } from './routes.js';
