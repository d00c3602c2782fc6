import { generatePath } from 'react-router';
import { findRoute } from '@cofre/contract';

/** Paths come from the contract's route table, so a renamed route cannot leave a dead link here. */
export const PLAN_LIST_PATH = findRoute('myPlans').path;
/** Id 0 opens the form for a new plan (spec 2 §2). */
export const NEW_PLAN_ID = '0';
export const planPath = (id: string) => generatePath(findRoute('planEdit').path, { id });
