// The lifecycle module's face: one way to move a status (docs/architecture.md, "Lifecycles").
export { assertMoves, transition, IllegalTransitionError, type Move } from './transition.js';
export { statusChanges } from './tables.js';
