/**
 * The discount form as the owner fills it (rupees, empty boxes) turned into the API's input (paise,
 * nulls) and checked by the shared schema, so its limits and messages are the server's. Only the
 * fields the chosen method and kind use are sent; the others go as their "none".
 */
import {
  CATEGORIES,
  DISCOUNT_KINDS,
  DISCOUNT_METHODS,
  discountInputSchema,
  fromMinor,
  toMinor,
  type AdminDiscount,
} from '@shop/shared';
import { z } from 'zod';

/** A number box: null when empty (NaN cannot be typed into one, but is refused all the same). */
const numberBox = z.number().or(z.nan()).nullable();

export const discountFormSchema = z
  .object({
    name: z.string(),
    method: z.enum(DISCOUNT_METHODS),
    code: z.string(),
    kind: z.enum(DISCOUNT_KINDS),
    /** Percent, or rupees for a fixed amount. */
    value: numberBox,
    buyQuantity: numberBox,
    /** Rupees; empty is no minimum. */
    minSubtotal: numberBox,
    targets: z.object({
      productIds: z.array(z.string()),
      variantIds: z.array(z.string()),
      categories: z.array(z.enum(CATEGORIES)),
    }),
    firstOrderOnly: z.boolean(),
    paidOnlineOnly: z.boolean(),
    /** A segment's id (record 062), or '' for every customer. */
    segmentId: z.string(),
    startsOn: z.string(),
    endsOn: z.string(),
    combinable: z.boolean(),
    usageCap: numberBox,
    perCustomerCap: numberBox,
    active: z.boolean(),
  })
  .transform((v): z.input<typeof discountInputSchema> => ({
    ...v,
    code: v.method === 'code' && v.code.trim() !== '' ? v.code : null,
    // Empty is NaN, which the schema refuses with its own message.
    value:
      v.kind === 'fixed' ? toMinor(v.value ?? NaN) : v.kind === 'percent' ? (v.value ?? NaN) : 0,
    buyQuantity: v.kind === 'cheapest_free' ? v.buyQuantity : null,
    minSubtotal: v.minSubtotal === null ? 0 : toMinor(v.minSubtotal),
    startsOn: v.startsOn === '' ? undefined : v.startsOn,
    endsOn: v.endsOn === '' ? null : v.endsOn,
    segmentId: v.segmentId === '' ? null : v.segmentId,
  }))
  .pipe(discountInputSchema);

export type DiscountFormValues = z.input<typeof discountFormSchema>;

export function toFormValues(d?: AdminDiscount): DiscountFormValues {
  if (!d)
    return {
      name: '',
      method: 'code',
      code: '',
      kind: 'percent',
      value: null,
      buyQuantity: null,
      minSubtotal: null,
      targets: { productIds: [], variantIds: [], categories: [] },
      firstOrderOnly: false,
      paidOnlineOnly: false,
      segmentId: '',
      startsOn: '',
      endsOn: '',
      combinable: false,
      usageCap: null,
      perCustomerCap: null,
      active: true,
    };
  return {
    name: d.name,
    method: d.method,
    code: d.code ?? '',
    kind: d.kind,
    value: d.kind === 'fixed' ? fromMinor(d.value) : d.kind === 'percent' ? d.value : null,
    buyQuantity: d.buyQuantity,
    minSubtotal: d.minSubtotal > 0 ? fromMinor(d.minSubtotal) : null,
    targets: {
      productIds: d.targets.productIds,
      variantIds: d.targets.variantIds,
      categories: d.targets.categories.filter((c): c is (typeof CATEGORIES)[number] =>
        (CATEGORIES as readonly string[]).includes(c),
      ),
    },
    firstOrderOnly: d.firstOrderOnly,
    paidOnlineOnly: d.paidOnlineOnly,
    segmentId: d.segmentId ?? '',
    startsOn: d.startsOn,
    endsOn: d.endsOn ?? '',
    combinable: d.combinable,
    usageCap: d.usageCap,
    perCustomerCap: d.perCustomerCap,
    active: d.active,
  };
}

/** An empty box is null; anything else is read as a number. */
export const blankAsNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** The form field a server error names: 'targets.categories.0' belongs to 'targets.categories'. */
export const formFieldOf = (path: string) => path.replace(/\.\d+$/, '');
