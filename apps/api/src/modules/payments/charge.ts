/** What the shopper is charged: the order's USD total at the shop's own rate, in minor units. */
import { convertMinor, type Rates } from '@shop/shared';
import { BadRequestError } from '../../lib/errors';

/** Razorpay refuses a payment under one unit (100 paise, cents...), so checkout refuses it first. */
const MIN_CHARGE_MINOR = 100;

export function chargeFor(totalCents: number, currency: string, rates: Rates) {
  const rate = currency === 'USD' ? 1 : rates[currency];
  if (!rate) throw new BadRequestError('Unsupported currency');
  const amountMinor = convertMinor(totalCents, rate);
  if (amountMinor < MIN_CHARGE_MINOR)
    throw new BadRequestError('The order total is too small to pay online');
  return { rate, amountMinor };
}
