/** Responses of accounts (spec section 3 'User'): the user as its owner sees it, never the hash. */
import { z } from 'zod';
import type { Wire } from './common';

export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  number: z.string(),
  gender: z.string(),
  shippingAddress: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
  }),
  /** Our avatar proxy's address for a provider picture, or null. */
  profile: z.string().nullable(),
  isLoginFromProvider: z.boolean(),
  role: z.enum(['customer', 'admin']),
});
export type PublicUser = Wire<typeof publicUserSchema>;

export const loginResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  user: publicUserSchema,
});
export type LoginResponse = Wire<typeof loginResponse>;

/** Sign-up signs the shopper in as login does (issue 13: no second login before checkout). */
export const registerResponse = loginResponse.extend({ message: z.string() });
export type RegisterResponse = Wire<typeof registerResponse>;

export const userResponse = z.object({ success: z.literal(true), user: publicUserSchema });
export type UserResponse = Wire<typeof userResponse>;

export const profileResponse = userResponse.extend({ message: z.string() });
export type ProfileResponse = Wire<typeof profileResponse>;

/** Google sign-in: the token is also set as the cookie. */
export const tokenResponse = z.object({ success: z.literal(true), token: z.string() });
export type TokenResponse = Wire<typeof tokenResponse>;

/** Sign out of all devices: a message for the toast and this device's new token. */
export const signOutEverywhereResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
});
export type SignOutEverywhereResponse = Wire<typeof signOutEverywhereResponse>;

/** An owner's two-step sign-in (issue 17). */
export const twoStepStatusResponse = z.object({
  success: z.literal(true),
  /** An authenticator app is set up for this account. */
  enrolled: z.boolean(),
  /** This session passed the second step. */
  passed: z.boolean(),
});
export type TwoStepStatusResponse = Wire<typeof twoStepStatusResponse>;

export const twoStepSetupResponse = z.object({
  success: z.literal(true),
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  /** otpauth:// URI, the QR code's content. */
  uri: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
});
export type TwoStepSetupResponse = Wire<typeof twoStepSetupResponse>;

export const twoStepCodeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code')
      .optional(),
    recoveryCode: z.string().trim().max(40).optional(),
  })
  .refine((v) => Boolean(v.code) !== Boolean(v.recoveryCode), {
    message: 'Enter the 6-digit code or a recovery code',
    path: ['code'],
  });
export type TwoStepCodeInput = z.infer<typeof twoStepCodeSchema>;

export const twoStepEnableResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  /** Ten single-use codes, shown this once. */
  recoveryCodes: z.array(z.string()),
});
export type TwoStepEnableResponse = Wire<typeof twoStepEnableResponse>;
