import { generatePath } from 'react-router';
import { findRoute, type ChargeStatus } from '@cofre/contract';

/** Paths come from the contract's route table, so a renamed route cannot leave a dead link here. */
const detailPath = (routeKey: string) => {
  const pattern = findRoute(routeKey).path;
  return (id: string) => generatePath(pattern, { id });
};

export const CHARGE_LIST_PATH = findRoute('charges').path;
export const chargePath = detailPath('chargeDetail');
export const scheduledChargePath = detailPath('scheduledChargeDetail');
export const clientPath = detailPath('clientDetail');

/** A list row opens the scheduled-charge path while the charge is SCHEDULED (spec 1 §2.8). */
export function chargeRowPath(charge: { uuid: string; status: ChargeStatus | string }): string {
  return charge.status === 'SCHEDULED' ? scheduledChargePath(charge.uuid) : chargePath(charge.uuid);
}
