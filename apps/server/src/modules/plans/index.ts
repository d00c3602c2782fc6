// The plans module's face: what other modules may use of it (docs/architecture.md, "Module faces").
export { planRoutes } from './routes.js';
export { createPlan, findPlan, lockPlanForSale, planPricePerMonth, setPlanActive, type PlanRow } from './service.js';
export { plans } from './tables.js';
