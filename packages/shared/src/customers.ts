/**
 * Customers in the back office (issue 30, record 061): the list's filters and sorts (the same
 * filter a segment saves), the five preset segments, and the answers of /api/admin/customers and
 * /api/admin/segments. Amounts are the shop currency's minor units (paise). A customer's id is the
 * account's id, or for a guest md5(lower(receipt e-mail)) read as a UUID.
 */
import { z } from 'zod';
import { timestamp, type Wire } from './contract/common';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-status';

export const CUSTOMER_PAGE_SIZE = 25;

export const CUSTOMER_SORTS = {
  last_order_desc: 'Last order, newest first',
  last_order_asc: 'Last order, oldest first',
  first_order_desc: 'First order, newest first',
  first_order_asc: 'First order, oldest first',
  orders_desc: 'Most orders',
  spent_desc: 'Most spent',
  cod_returns_desc: 'Most COD returns',
  name_asc: 'Name, A to Z',
} as const;
export type CustomerSort = keyof typeof CUSTOMER_SORTS;
const SORT_KEYS = Object.keys(CUSTOMER_SORTS) as [CustomerSort, ...CustomerSort[]];

export const CUSTOMER_MESSAGES = {
  notFound: 'Customer not found',
  segmentNotFound: 'Segment not found',
  segmentNameTaken: 'A segment with this name already exists',
  notesSaved: 'Notes and tags saved',
  deleted: 'Deleted customer',
  /** The promotion condition "customer is in segment X" (checkout). */
  notInSegment: 'This offer is for selected customers only',
  signInForSegment: 'Sign in to use this offer: it is for selected customers',
} as const;

const count = z.coerce.number().int().min(0).max(1_000_000);
const days = z.coerce.number().int().min(1).max(36_500);
/** Paise, at most ₹1,00,00,00,000. */
const paise = z.coerce.number().int().min(0).max(10_000_000_000);

/**
 * What the list is narrowed by, and what a segment saves: every field optional, all of them must
 * hold. `noOrderInDays`: the last order is older than that many days (or there is none).
 */
export const customerFilterSchema = z.object({
  ordersAtLeast: count.optional(),
  ordersAtMost: count.optional(),
  spentOverMinor: paise.optional(),
  noOrderInDays: days.optional(),
  orderedInDays: days.optional(),
  firstOrderInDays: days.optional(),
  codReturnsAtLeast: count.optional(),
  newsletter: z.enum(['subscribed', 'not_subscribed']).optional(),
  kind: z.enum(['account', 'guest']).optional(),
});
export type CustomerFilter = z.infer<typeof customerFilterSchema>;
export const CUSTOMER_FILTER_KEYS = Object.keys(
  customerFilterSchema.shape,
) as (keyof CustomerFilter)[];

export const customerListQuerySchema = customerFilterSchema.extend({
  q: z.string().trim().max(100).optional().default(''),
  sort: z.enum(SORT_KEYS).optional().default('last_order_desc'),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

/** The five segments a shop starts with. */
export const SEGMENT_PRESETS: { key: string; name: string; filter: CustomerFilter }[] = [
  { key: 'repeat', name: 'Ordered 2+ times', filter: { ordersAtLeast: 2 } },
  { key: 'lapsed', name: 'No order in 180 days', filter: { ordersAtLeast: 1, noOrderInDays: 180 } },
  { key: 'big-spenders', name: 'Spent over ₹5,000', filter: { spentOverMinor: 500_000 } },
  {
    key: 'subscribed-never-bought',
    name: 'Subscribed, never bought',
    filter: { newsletter: 'subscribed', ordersAtMost: 0 },
  },
  { key: 'cod-returners', name: 'COD returned 2+', filter: { codReturnsAtLeast: 2 } },
];

/** A filter in words, for the segment list ("2+ orders · spent over ₹5,000"). */
export function describeFilter(filter: CustomerFilter, money: (paise: number) => string): string {
  const parts: string[] = [];
  if (filter.ordersAtLeast !== undefined) parts.push(`${filter.ordersAtLeast}+ orders`);
  if (filter.ordersAtMost !== undefined) parts.push(`at most ${filter.ordersAtMost} orders`);
  if (filter.spentOverMinor !== undefined) parts.push(`spent over ${money(filter.spentOverMinor)}`);
  if (filter.noOrderInDays) parts.push(`no order in ${filter.noOrderInDays} days`);
  if (filter.orderedInDays) parts.push(`ordered in the last ${filter.orderedInDays} days`);
  if (filter.firstOrderInDays)
    parts.push(`first order in the last ${filter.firstOrderInDays} days`);
  if (filter.codReturnsAtLeast !== undefined)
    parts.push(`${filter.codReturnsAtLeast}+ COD returns`);
  if (filter.newsletter)
    parts.push(filter.newsletter === 'subscribed' ? 'subscribed' : 'not subscribed');
  if (filter.kind) parts.push(filter.kind === 'guest' ? 'guests' : 'signed up');
  return parts.length ? parts.join(' · ') : 'All customers';
}

const success = z.literal(true);

export const customerRowSchema = z.object({
  id: z.string(),
  kind: z.enum(['account', 'guest']),
  deleted: z.boolean(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  ordersCount: z.number().int(),
  spentMinor: z.number().int(),
  firstOrderAt: timestamp.nullable(),
  lastOrderAt: timestamp.nullable(),
  codReturns: z.number().int(),
  subscribed: z.boolean(),
});
export type CustomerRow = Wire<typeof customerRowSchema>;

export const customerListResponse = z.object({
  success,
  customers: z.array(customerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  currency: z.string(),
});
export type CustomerListResponse = Wire<typeof customerListResponse>;

export const customerOrderRowSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  createdAt: timestamp,
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.string(),
  totalMinor: z.number().int(),
  refundedMinor: z.number().int(),
  codOutcome: z.string().nullable(),
});

export const consentEventSchema = z.object({
  at: timestamp,
  event: z.enum(['subscribed', 'confirmed', 'unsubscribed']),
  source: z.string(),
});

export const customerNotesSchema = z.object({
  notes: z.string().trim().max(5000, 'At most 5,000 characters'),
  tags: z
    .array(z.string().trim().min(1).max(40, 'A tag has at most 40 characters'))
    .max(20, 'At most 20 tags'),
});
export type CustomerNotes = z.infer<typeof customerNotesSchema>;

export const customerDetailSchema = customerRowSchema.extend({
  signedUpAt: timestamp.nullable(),
  paidOrders: z.number().int(),
  paidMinor: z.number().int(),
  refundedMinor: z.number().int(),
  averageOrderMinor: z.number().int(),
  returnsCount: z.number().int(),
  storeCreditMinor: z.number().int(),
  orders: z.array(customerOrderRowSchema),
  consent: z.array(consentEventSchema),
  notes: z.string(),
  tags: z.array(z.string()),
});
export type CustomerDetail = Wire<typeof customerDetailSchema>;

export const customerResponse = z.object({
  success,
  customer: customerDetailSchema,
  currency: z.string(),
});
export type CustomerResponse = Wire<typeof customerResponse>;

/** A saved filter as the API answers it (numbers already read). */
const int = z.number().int().optional();
const filterAnswer = z.object({
  ordersAtLeast: int,
  ordersAtMost: int,
  spentOverMinor: int,
  noOrderInDays: int,
  orderedInDays: int,
  firstOrderInDays: int,
  codReturnsAtLeast: int,
  newsletter: z.enum(['subscribed', 'not_subscribed']).optional(),
  kind: z.enum(['account', 'guest']).optional(),
}) satisfies z.ZodType<CustomerFilter>;

export const segmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  filter: filterAnswer,
  preset: z.boolean(),
  createdAt: timestamp,
});
export type Segment = Wire<typeof segmentSchema>;

export const segmentListResponse = z.object({ success, segments: z.array(segmentSchema) });
export type SegmentListResponse = Wire<typeof segmentListResponse>;
export const segmentResponse = z.object({ success, segment: segmentSchema });
export const segmentCountResponse = z.object({ success, count: z.number().int() });
export type SegmentCountResponse = Wire<typeof segmentCountResponse>;

export const segmentCreateSchema = z.object({
  name: z
    .string({ error: 'Name the segment' })
    .trim()
    .min(1, 'Name the segment')
    .max(80, 'At most 80 characters'),
  filter: customerFilterSchema,
});
export type SegmentCreate = z.input<typeof segmentCreateSchema>;

/** A letter to the newsletter's subscribers, or to a segment's subscribed members (record 062). */
export const newsletterLetterSchema = z.object({
  subject: z
    .string({ error: 'Write a subject' })
    .trim()
    .min(1, 'Write a subject')
    .max(150, 'At most 150 characters'),
  text: z
    .string({ error: 'Write the letter' })
    .trim()
    .min(1, 'Write the letter')
    .max(10_000, 'At most 10,000 characters'),
  segmentId: z.uuid({ error: 'Choose a segment from the list' }).nullable().optional(),
});
export type NewsletterLetter = z.input<typeof newsletterLetterSchema>;
export const newsletterSentResponse = z.object({
  success,
  recipients: z.number().int(),
  message: z.string(),
});
export type NewsletterSentResponse = Wire<typeof newsletterSentResponse>;
export const NEWSLETTER_LETTER_MESSAGES = {
  sent: (n: number) => `Queued for ${n} ${n === 1 ? 'subscriber' : 'subscribers'}`,
} as const;
