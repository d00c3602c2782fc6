import { generatePath } from 'react-router';
import { findRoute } from '@cofre/contract';

/** Paths come from the contract's route table, so a renamed route cannot leave a dead link here. */
export const CARDS_PATH = findRoute('cards').path;
export const CARD_LIMITS_PATH = findRoute('cardLimits').path;
export const cardDetailPath = (id: string) => generatePath(findRoute('cardDetail').path, { id });
