/** Responses of health, readiness, the storefront's public settings and the dev mailbox. */
import { z } from 'zod';
import { timestamp, type Wire } from './common';

export const healthResponse = z.object({ success: z.literal(true), status: z.literal('ok') });

const dependencyState = z.enum(['up', 'down', 'not configured']);
export const dependencyChecksSchema = z.object({
  database: dependencyState,
  redis: dependencyState,
});

export const readyResponse = z.object({
  success: z.literal(true),
  status: z.literal('ready'),
  checks: dependencyChecksSchema,
});
export const notReadyResponse = z.object({
  success: z.literal(false),
  status: z.enum(['draining', 'unavailable']),
  message: z.string(),
  checks: dependencyChecksSchema.optional(),
});

export const appConfigResponse = z.object({
  success: z.literal(true),
  googleClientId: z.string().nullable(),
  paymentGateway: z.enum(['sandbox', 'razorpay', 'unavailable']),
  razorpayKeyId: z.string().nullable(),
  mode: z.enum(['production', 'local', 'test']),
});
export type AppConfig = Wire<typeof appConfigResponse>;

export const devMailboxResponse = z.object({
  success: z.literal(true),
  mails: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      status: z.enum(['queued', 'sent', 'failed']),
      createdAt: timestamp,
    }),
  ),
});
