/**
 * The COD settings form in rupees, as the owner thinks of them, turned into the paise the API
 * takes and checked by the shared settings schema (so its limits and messages are the server's).
 */
import { codSettingsSchema, fromMinor, toMinor, type CodSettings } from '@shop/shared';
import { z } from 'zod';

const rupees = z
  .number({ error: 'Enter an amount in rupees' })
  .refine(Number.isFinite, 'Enter an amount in rupees');
const count = (label: string) => z.number({ error: `Enter ${label} as a number` });

export const codSettingsFormSchema = z
  .object({
    enabled: z.boolean(),
    fee: rupees,
    minOrder: rupees,
    maxOrder: rupees.nullable(),
    unpaidCap: count('the cap'),
    prepaidDiscountPercent: count('the discount'),
  })
  .transform((v): CodSettings => ({
    ...v,
    fee: toMinor(v.fee),
    minOrder: toMinor(v.minOrder),
    maxOrder: v.maxOrder === null ? null : toMinor(v.maxOrder),
  }))
  .pipe(codSettingsSchema);

export type CodSettingsFormValues = z.input<typeof codSettingsFormSchema>;

export const toFormValues = (s: CodSettings): CodSettingsFormValues => ({
  ...s,
  fee: fromMinor(s.fee),
  minOrder: fromMinor(s.minOrder),
  maxOrder: s.maxOrder === null ? null : fromMinor(s.maxOrder),
});

/** An empty box is "no maximum"; anything else is read as a number (NaN is refused above). */
export const blankAsNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);
