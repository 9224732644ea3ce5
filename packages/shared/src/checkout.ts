/** Checkout (spec sections 3 'Shipping form', 5 'Checkout step 1', 7 payment calls). */
import { z } from 'zod';
import { CART_LINE_MAX } from './constants';
import { COUNTRIES, DEFAULT_COUNTRY } from './countries';
import { CURRENCY_CODES } from './currency';
import { MESSAGES } from './auth';

export const CHECKOUT_MESSAGES = {
  invalidShipping:
    'Please fill in all required shipping information correctly before proceeding to payment.',
  paymentSuccess: 'Payment Successful! Your order has been placed successfully.',
  dismissed: "Payment was not completed. You can try again when you're ready.",
  verificationException:
    'An error occurred during payment verification. Please contact support if the issue persists.',
  initiateError: 'Error initiating payment. Please try again later. Details: ',
} as const;

/** 'Failed to create Razorpay order.' — the provider's name sits in the middle. */
export const createOrderFailed = (provider: string) => `Failed to create ${provider} order.`;
export const verificationFailed = (error?: string) =>
  `Payment verification failed: ${error || 'Unknown error. Please contact support.'}`;

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const shippingFormSchema = z.object({
  firstName: required(MESSAGES.firstNameRequired, 100),
  lastName: required(MESSAGES.lastNameRequired, 100),
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, MESSAGES.emailRequired)
    .max(254)
    .pipe(z.email({ error: MESSAGES.emailInvalid })),
  number: required(MESSAGES.phoneRequired, 30),
  address: required('Address is required'),
  city: required('City is required', 100),
  state: required('State is required', 100),
  zipCode: required('ZIP code is required', 20),
  country: z.enum(COUNTRIES, { error: 'Choose a country' }).default(DEFAULT_COUNTRY),
  orderNotes: z.string().trim().max(1000, 'At most 1000 characters').optional().default(''),
  saveInfo: z.boolean().optional().default(true),
});
export type ShippingForm = z.infer<typeof shippingFormSchema>;
export type ShippingFormInput = z.input<typeof shippingFormSchema>;

export const orderItemInputSchema = z.object({
  id: z.string().min(1).max(100),
  quantity: z
    .number()
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(CART_LINE_MAX, `At most ${CART_LINE_MAX} of one item`),
  selectedColor: z.string().trim().max(60).optional(),
  // The spec's client sends these too; the server ignores them and reads its own prices.
  title: z.string().optional(),
  price: z.number().optional(),
});

export const paymentIntentSchema = z.object({
  currency: z.enum(CURRENCY_CODES, { error: 'Unsupported currency' }),
  receipt_email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: MESSAGES.emailInvalid })),
  description: z.string().max(500).optional(),
  orderItems: z
    .array(orderItemInputSchema)
    .min(1, 'Your cart is empty')
    .max(50, 'Too many items in one order'),
  shipping: shippingFormSchema,
  /** Ignored: the server computes what is charged. */
  amount: z.number().optional(),
});
export type PaymentIntentInput = z.input<typeof paymentIntentSchema>;

export const verifyPaymentSchema = z.object({
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
  internalOrderId: z.string().min(1).max(100),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

export const TRACKING_STEPS = [
  'Placed',
  'Processing',
  'Shipped',
  'Out for Delivery',
  'Delivered',
] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

export const ORDER_STATUS_LABELS = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
} as const;
export type OrderStatus = keyof typeof ORDER_STATUS_LABELS;

/** Sandbox test inputs (mirroring Razorpay's test cards and UPI ids). */
export const SANDBOX = {
  cardSuccess: '4111 1111 1111 1111',
  cardDeclined: '4000 0000 0000 0002',
  upiSuccess: 'success@razorpay',
  upiFailure: 'failure@razorpay',
} as const;
