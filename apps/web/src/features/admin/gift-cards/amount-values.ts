/**
 * The gift-card and store-credit forms as the owner fills them (rupees, maybe with paise; empty
 * boxes) turned into the API's input (paise; absent fields), each field checked by the shared
 * schema's own rule, so its limits and messages (written in rupees) are the server's. Fields are
 * piped one by one, not the whole form, so every mistake shows at once.
 */
import { giftCardIssueSchema, storeCreditGrantSchema, toMinor } from '@shop/shared';
import { z } from 'zod';

/** A number box: null when empty. */
export const blankAsNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** A number box that must be filled, with the sentence to say when it is not. */
const filledBox = (message: string) =>
  z
    .number({ error: message })
    .nullable()
    .refine((n) => n !== null, message)
    .transform((n) => n ?? NaN);

/** Rupees typed, paise checked and sent. */
const rupeesAsPaise = (paise: z.ZodType<number, number>) =>
  filledBox('Enter the amount in rupees').transform(toMinor).pipe(paise);

/** An empty optional box is not sent. */
const optionalText = <T extends z.ZodType<string | undefined, string | undefined>>(rule: T) =>
  z
    .string()
    .transform((s) => (s.trim() === '' ? undefined : s))
    .pipe(rule);

const issue = giftCardIssueSchema.shape;
export const issueFormSchema = z.object({
  amount: rupeesAsPaise(issue.amount),
  recipientName: issue.recipientName,
  recipientEmail: optionalText(issue.recipientEmail),
  note: optionalText(issue.note),
  validityDays: filledBox('Enter the number of days').pipe(issue.validityDays.unwrap()),
});
export type IssueFormValues = z.input<typeof issueFormSchema>;

const grant = storeCreditGrantSchema.shape;
export const grantFormSchema = z.object({
  amount: rupeesAsPaise(grant.amount),
  // The form calls it a reason; an empty one is asked for in those words.
  note: z.string().trim().min(1, 'Enter the reason').pipe(grant.note),
});
export type GrantFormValues = z.input<typeof grantFormSchema>;
