/** Account forms (spec section 5): one schema per form, the spec's messages, used by web and API. */
import { z } from 'zod';
import { MESSAGES } from './auth-messages';
import { isStrongEnough } from './password-strength';

const MAX_TEXT = 200;

export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

const requiredText = (message: string, max = MAX_TEXT) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(200),
  rememberMe: z.boolean().optional().default(true),
});
export type LoginInput = z.input<typeof loginSchema>;

/** What the API accepts at registration. */
export const registerSchema = z.object({
  name: requiredText(MESSAGES.nameRequired, 100),
  email: emailSchema,
  number: requiredText(MESSAGES.numberRequired, 30),
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .min(6, MESSAGES.passwordMin)
    .max(200, 'Password must be at most 200 characters'),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The signup form adds confirmation and consent on top of what the API needs. */
export const signupFormSchema = registerSchema
  .extend({
    confirmPassword: z.string(),
    agreeTerms: z.boolean().refine((v) => v, MESSAGES.agreeTerms),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const shippingAddressSchema = z.object({
  street: z.string().trim().max(MAX_TEXT).default(''),
  city: z.string().trim().max(100).default(''),
  state: z.string().trim().max(100).default(''),
  zipCode: z.string().trim().max(20).default(''),
  country: z.string().trim().max(60).default(''),
});

/** PUT /api/users/edit: only these fields; e-mail and anything else are ignored. */
export const profileUpdateSchema = z.object({
  name: requiredText(MESSAGES.firstNameRequired, 100),
  /**
   * Optional (DESIGN.md section 5 item 12): the spec required it because its form used it as a
   * last name, which blocked every new customer's first save. Left out, the stored value stays.
   */
  gender: z.string().trim().max(100, 'At most 100 characters').optional(),
  number: requiredText(MESSAGES.phoneRequired, 30),
  shippingAddress: shippingAddressSchema.optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** A new password set through a reset or a change: the strength rule on both sides. */
export const newPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(200)
  .refine(isStrongEnough, MESSAGES.resetWeak);

export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.resetMismatch,
    path: ['confirmPassword'],
  });

export const otpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');
