import { generatePath } from 'react-router';
import { findRoute } from '@cofre/contract';

/** Paths come from the contract's route table, so a renamed route cannot leave a dead link here. */
export const SUB_SELLERS_PATH = findRoute('subSellers').path;
export const SUB_SELLER_CREATE_PATH = findRoute('subSellerNew').path;
export const subSellerPath = (id: string) => generatePath(findRoute('subSellerDetail').path, { id });
