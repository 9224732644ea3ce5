/** Opens Razorpay's checkout.js window (loaded only when a shopper pays with Razorpay). */
import type { GatewayPayment, PaymentIntent } from './payments';

type RazorpayWindow = { open: () => void };
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayWindow;
declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

function loadScript(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not load'));
    script.onerror = () => reject(new Error('Razorpay could not be reached'));
    document.head.append(script);
  });
}

export async function openRazorpay(
  intent: PaymentIntent,
  prefill: { name: string; email: string; contact: string },
  handlers: { onPaid: (payment: GatewayPayment) => void; onDismiss: () => void },
) {
  const Razorpay = await loadScript();
  new Razorpay({
    key: intent.key,
    amount: intent.amount,
    currency: intent.currency,
    order_id: intent.order_id,
    name: 'Mindful Marks',
    description: `Order ${intent.orderNumber}`,
    prefill,
    theme: { color: '#3f5a4a' },
    handler: handlers.onPaid,
    modal: { ondismiss: handlers.onDismiss },
  }).open();
}
