import { randomInt, randomUUID } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function digits(count: number): string {
  return Array.from({ length: count }, () => randomInt(10)).join('');
}

function letters(count: number): string {
  return Array.from({ length: count }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
}

export const newApplicationId = () => `A${digits(8)}`;
export const newEligibilityCheckId = () => `EC-${letters(10)}`;
export const newOrderId = () => `ORD-${digits(8)}`;
export const newSubscriberId = () => `NLAD-${letters(8)}`;
export const newActivationCode = () => digits(6);
export const newFulfillmentId = () => randomUUID();
