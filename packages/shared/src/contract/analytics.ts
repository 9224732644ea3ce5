/** Answers of the storefront's event intake and the owner's funnel (issue 30, record 063). */
import { z } from 'zod';
import type { Wire } from './common';

export const eventsAcceptedResponse = z.object({
  success: z.literal(true),
  /** Events taken into the queue; the rest were dropped (the queue was full) and counted. */
  accepted: z.number().int(),
});
export type EventsAcceptedResponse = Wire<typeof eventsAcceptedResponse>;

const step = z.object({
  kind: z.string(),
  label: z.string(),
  count: z.number().int(),
  /** This step's count over the step before, 0..1 and more (null for the first step, or after 0). */
  rate: z.number().nullable(),
});
export type FunnelStep = z.infer<typeof step>;

export const funnelResponse = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  steps: z.array(step),
  byDevice: z.array(z.object({ device: z.string(), steps: z.array(step) })),
  bySource: z.array(z.object({ source: z.string(), steps: z.array(step) })),
  /** Distinct visitor ids seen per day, summed (only visitors who carry one). */
  knownVisitors: z.number().int(),
  topProducts: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      views: z.number().int(),
      purchases: z.number().int(),
      rate: z.number().nullable(),
    }),
  ),
  /** Events this instance dropped since it started because its queue was full. */
  dropped: z.number().int(),
});
export type FunnelResponse = Wire<typeof funnelResponse>;
