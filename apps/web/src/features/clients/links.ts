import { generatePath } from 'react-router';
import { findRoute } from '@cofre/contract';

/** Paths come from the contract's route table, so a renamed route cannot leave a dead link here. */
const detailPath = (routeKey: string) => {
  const pattern = findRoute(routeKey).path;
  return (id: string) => generatePath(pattern, { id });
};

export const CLIENT_CREATE_PATH = findRoute('clientCreate').path;
export const clientPath = detailPath('clientDetail');
export const subscriptionPath = detailPath('subscriptionDetail');
