import { generatePath } from 'react-router';
import { findRoute } from '@cofre/contract';

/** Paths come from the contract's route table, so a renamed route cannot leave a dead link here. */
export const SUBSCRIPTIONS_PATH = findRoute('subscriptions').path;
export const IMPORT_PATH = findRoute('recurrenceImport').path;
export const subscriptionPath = (id: string) => generatePath(findRoute('subscriptionDetail').path, { id });

/** The client's page, for the detail's 'Ver cliente' (only shown to who may open it). */
export const clientPath = (id: string) => generatePath(findRoute('clientDetail').path, { id });
