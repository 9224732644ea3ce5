/**
 * The gift card settings form in whole rupees, as the owner thinks of them, turned into the paise
 * the API takes and checked by the shared settings schema, so its limits and messages are the
 * server's.
 */
import { fromMinor, giftCardSettingsSchema, toMinor, type GiftCardSettings } from '@shop/shared';
import { z } from 'zod';

const rupees = (label: string) =>
  z
    .number({ error: `Enter ${label} in rupees` })
    .refine(Number.isFinite, `Enter ${label} in rupees`);

export const settingsFormSchema = z
  .object({
    customAmountEnabled: z.boolean(),
    customAmountMin: rupees('the minimum'),
    customAmountMax: rupees('the maximum'),
    validityDays: z
      .number({ error: 'Enter the validity in days' })
      .refine(Number.isFinite, 'Enter the validity in days'),
  })
  .transform((v): GiftCardSettings => ({
    ...v,
    customAmountMin: toMinor(v.customAmountMin),
    customAmountMax: toMinor(v.customAmountMax),
  }))
  .pipe(giftCardSettingsSchema);

export type SettingsFormValues = z.input<typeof settingsFormSchema>;

export const toSettingsForm = (s: GiftCardSettings): SettingsFormValues => ({
  ...s,
  customAmountMin: fromMinor(s.customAmountMin),
  customAmountMax: fromMinor(s.customAmountMax),
});
