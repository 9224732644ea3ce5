/** Checkout (spec sections 3 'Shipping form', 5 'Checkout step 1', 7 payment calls). */

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

export const TRACKING_STEPS = [
  'Placed',
  'Processing',
  'Shipped',
  'Out for Delivery',
  'Delivered',
] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

/** Sandbox test inputs (mirroring Razorpay's test cards and UPI ids). */
export const SANDBOX = {
  cardSuccess: '4111 1111 1111 1111',
  cardDeclined: '4000 0000 0000 0002',
  upiSuccess: 'success@razorpay',
  upiFailure: 'failure@razorpay',
} as const;

/**
 * How an order is paid (issue 27): `orders.payment_method` holds the gateway's name for an online
 * payment (the spec's 'Razorpay') or this for cash on delivery, which the shopper reads as
 * COD_LABEL.
 */
export const COD_PAYMENT_METHOD = 'cod';
export const COD_LABEL = 'Pay on delivery';
/** Hours a shopper has to confirm a cash-on-delivery order from the mailed link. */
export const COD_CONFIRM_HOURS = 24;
