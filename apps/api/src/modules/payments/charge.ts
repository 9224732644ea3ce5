/** What the shopper is charged: the sum of the amounts shown, in the currency charged (record 036). */
import { BadRequestError } from '../../lib/errors';

/** Razorpay refuses a payment under one unit (100 paise, cents...), so checkout refuses it first. */
const MIN_CHARGE_MINOR = 100;

export function chargeableAmount(totalMinor: number): number {
  if (totalMinor < MIN_CHARGE_MINOR)
    throw new BadRequestError('The order total is too small to pay online');
  return totalMinor;
}
