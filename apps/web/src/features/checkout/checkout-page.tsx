/**
 * /checkout (spec section 2): Shipping, Payment, then Confirmation, which is its own page
 * (/orders/:orderNumber) so that a reload shows the order again (issue 13). Open to guests
 * (DESIGN deviation 19): a signed-in shopper's form is prefilled, a guest's starts with the e-mail.
 * The payment step offers cash on delivery where it applies (issue 27). The summary and the
 * amount charged are the server's quote, with the discount code, gift cards and store credit
 * (issue 28); until it arrives (or if it cannot be had) the page shows its own sums.
 */
import {
  BALANCE_CURRENCY,
  CHECKOUT_MESSAGES,
  convertShopMinor,
  shippingCountries,
  shippingOptions,
  type ShippingForm as ShippingValues,
  type ShippingOption,
} from '@shop/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { DiscountCodeField } from '../../components/promotions/discount-code-field';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/document-title';
import { useFreshCart } from '../../lib/fresh-cart';
import { hasSessionHint, useSession } from '../../lib/session';
import { cartTotals } from '../../lib/cart-pricing';
import { useShopPricing } from '../../lib/shop-pricing';
import { asTable, useShippingRates } from '../../lib/shipping-rates';
import { useStoreCredit } from '../../lib/store-credit';
import { useCheckoutExtras, type CheckoutExtras } from '../../stores/checkout-extras';
import { useCurrencyStore } from '../../stores/currency-store';
import { useCodOffer } from './api/cod';
import { CheckoutBalances } from './components/checkout-balances';
import { CheckoutSteps } from './components/checkout-steps';
import { CostSummary } from './components/cost-summary';
import { PaymentStep } from './components/payment-step';
import { ReminderConsent } from './components/reminder-consent';
import { ShippingForm } from './components/shipping-form';
import { ShippingMethods } from './components/shipping-methods';
import { SandboxCheckoutDialog } from './components/sandbox-checkout-dialog';
import { choiceTotals, codApplies, onlineSaving, type PaymentChoice } from './payment-choice';
import { useCheckoutPayment } from './use-checkout-payment';
import { useCheckoutQuote } from './use-checkout-quote';
import { useCodOrder } from './use-cod-order';
import { useExtrasRefusal } from './use-extras-refusal';
import { useOrderPlaced } from './use-order-placed';

/** Why the pay button waits while the quote refuses what the shopper added (the intent would too). */
const CODE_BLOCK = 'Remove the discount code that does not apply, or change it, to continue.';
const CARD_BLOCK = 'Remove the gift card that cannot be used to continue.';

/** The discount code, gift cards and store credit; credit only for a customer who has some. */
function useExtras(hasCredit: boolean): CheckoutExtras {
  const discountCode = useCheckoutExtras((s) => s.discountCode);
  const giftCardCodes = useCheckoutExtras((s) => s.giftCardCodes);
  const useStoreCredit = useCheckoutExtras((s) => s.useStoreCredit && hasCredit);
  return useMemo(
    () => ({ discountCode, giftCardCodes, useStoreCredit }),
    [discountCode, giftCardCodes, useStoreCredit],
  );
}

/** One id, so the shipping warning can be taken back once it no longer applies (issue 13, measured 6). */
const INVALID_SHIPPING_TOAST = 'checkout-invalid-shipping';

export default function CheckoutPage() {
  useDocumentTitle('Checkout');
  const { isLoading } = useSession();
  // A returning shopper's form is prefilled from the session: wait for it, not for a guest's.
  if (isLoading && hasSessionHint())
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Checking your session" />
      </div>
    );
  return <Checkout />;
}

function Checkout() {
  const { user } = useSession();
  const fresh = useFreshCart();
  const currency = useCurrencyStore((s) => s.currency);
  const [step, setStep] = useState(0);
  const [shipping, setShipping] = useState<ShippingValues | null>(null);
  // Set once paid: the emptied cart must not send the shopper to /cart on the way to the order.
  const [orderNumber, setOrderNumber] = useState<string | null>(null);
  const ratesQuery = useShippingRates();
  const table = useMemo(
    () => (ratesQuery.data ? asTable(ratesQuery.data) : null),
    [ratesQuery.data],
  );
  const [methodCode, setMethodCode] = useState<string | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const [choice, setChoice] = useState<PaymentChoice>('online');
  // "E-mail me a reminder about my cart" (record 065): unticked until the shopper ticks it.
  const [remind, setRemind] = useState(false);
  const offer = useCodOffer();
  // Prices and shipping in the display currency, as the server will charge them (record 036);
  // GST is inside for a parcel to India, none for an export. Free-over thresholds compare the goods.
  const pricing = useShopPricing();
  const taxed = country === 'India';
  const goods = pricing ? cartTotals(pricing, fresh.items, 0, taxed) : null;
  const goodsMinor = goods ? goods.subtotal - goods.discount : 0;
  const options: ShippingOption[] =
    table && country && pricing && goods
      ? shippingOptions(table, country, goodsMinor, (minor) =>
          convertShopMinor(minor, pricing.code, pricing.context),
        )
      : [];
  // The method follows the country: kept when its zone offers it, else the zone's first.
  const method = options.find((o) => o.code === methodCode) ?? options[0] ?? null;
  const dismissWarning = useCallback(() => toast.dismiss(INVALID_SHIPPING_TOAST), []);
  const shippingMinor = method?.chargeCents ?? null;
  const cod =
    pricing !== null &&
    shippingMinor !== null &&
    codApplies(offer, { country, currency: pricing.code, valueMinor: goodsMinor + shippingMinor });
  const paidBy: PaymentChoice = cod ? choice : 'online';
  const signedIn = Boolean(user);
  const credit = useStoreCredit(signedIn).data;
  // Credit is in rupees and pays for rupee carts only; ticked earlier, it is not sent otherwise.
  const extras = useExtras((credit?.balance ?? 0) > 0 && currency === BALANCE_CURRENCY);
  const { input: quoteInput, quote } = useCheckoutQuote({
    items: fresh.items,
    blocked: Boolean(fresh.blockReason),
    currency,
    country,
    shipping,
    shippingMethod: method?.code ?? null,
    paidBy,
    signedIn,
    extras,
  });
  const refusals = useExtrasRefusal(extras, quoteInput);

  // The warning is about the shipping form: it goes once the form is valid, and never outlives step 1.
  useEffect(() => {
    if (step !== 0) toast.dismiss(INVALID_SHIPPING_TOAST);
  }, [step]);
  useEffect(() => () => void toast.dismiss(INVALID_SHIPPING_TOAST), []);

  const placed = useOrderPlaced(Boolean(user), setOrderNumber);
  const order = { items: fresh.items, shipping, shippingMethod: method?.code ?? null };
  const payment = useCheckoutPayment({
    ...order,
    currency,
    extras,
    onPaid: (paid) => placed(paid, 'paid'),
    onRefused: refusals.onRefused,
    remind,
  });
  const codOrder = useCodOrder({
    ...order,
    extras,
    onPlaced: (codPlaced) => placed(codPlaced, 'cod'),
    onRefused: refusals.onRefused,
  });

  // An empty cart has nothing to check out, except right after paying for it.
  if (fresh.items.length === 0 && !orderNumber) return <Navigate to="/cart" replace />;
  const codOffer = cod && offer ? offer : null;
  const priced = (by: PaymentChoice) =>
    pricing && shippingMinor !== null
      ? choiceTotals(pricing, fresh.items, shippingMinor, taxed, by, codOffer)
      : null;
  const totals = priced(paidBy);
  const online = cod ? priced('online') : null;
  const byCod = cod ? priced('cod') : null;
  // The quote's amount once in (the last one, dimmed and not payable, while the next is asked
  // for); the page's own only where no quote can be had.
  const shown = quote.shown?.currency === currency ? quote.shown : null;
  const due = shown
    ? shown.amountDue
    : quote.failed || !quoteInput
      ? (totals?.amount ?? null)
      : null;
  const extrasBlock =
    refusals.codeRefusal || quote.quote?.codeProblem
      ? CODE_BLOCK
      : quote.quote?.giftCardProblems.length
        ? CARD_BLOCK
        : null;

  return (
    <Container className="pt-8 pb-20 sm:pt-12">
      <h1 className="font-serif text-4xl text-brand-900">Checkout</h1>
      <div className="mt-6">
        <CheckoutSteps current={step} />
      </div>
      {orderNumber ? null : (
        <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0">
            {step === 0 && !table ? (
              <ShippingRatesStatus
                failed={ratesQuery.isError}
                retrying={ratesQuery.isFetching}
                onRetry={() => void ratesQuery.refetch()}
              />
            ) : step === 0 && table ? (
              <ShippingForm
                user={user}
                initial={shipping ?? undefined}
                countries={shippingCountries(table)}
                onCountryChange={setCountry}
                methods={
                  country && (
                    <ShippingMethods
                      country={country}
                      options={options}
                      value={method?.code ?? null}
                      onChange={setMethodCode}
                    />
                  )
                }
                onValid={(values) => {
                  if (!method) return;
                  toast.dismiss(INVALID_SHIPPING_TOAST);
                  setShipping(values);
                  setStep(1);
                  window.scrollTo({ top: 0 });
                }}
                onInvalid={() =>
                  toast.warning(CHECKOUT_MESSAGES.invalidShipping, { id: INVALID_SHIPPING_TOAST })
                }
                onErrorsCleared={dismissWarning}
                reminder={<ReminderConsent checked={remind} onChange={setRemind} />}
              />
            ) : (
              <PaymentStep
                shipping={shipping!}
                shippingMethod={method?.name ?? null}
                total={fresh.checking ? null : due}
                blockReason={
                  fresh.blockReason ??
                  extrasBlock ??
                  (payment.unavailable && paidBy === 'online'
                    ? 'Payments are not available right now. Please try again later.'
                    : null)
                }
                processing={payment.processing || codOrder.placing}
                updating={quote.updating}
                onPay={() => void (paidBy === 'cod' ? codOrder.place() : payment.pay())}
                onCancel={() => setStep(0)}
                cod={
                  online && byCod
                    ? { fee: byCod.codFee, saving: onlineSaving(online, byCod) }
                    : null
                }
                choice={paidBy}
                onChoiceChange={(next) => {
                  codOrder.clearRefusal();
                  setChoice(next);
                }}
                codRefusal={codOrder.refusal}
                balances={
                  <CheckoutBalances
                    quote={quote.quote}
                    giftCardRefusal={refusals.giftCardRefusal}
                    signedIn={signedIn}
                    currency={currency}
                  />
                }
              />
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <CostSummary
              items={fresh.items}
              totals={totals}
              taxed={taxed}
              quote={quoteInput ? quote : null}
            />
            <div className="rounded-2xl bg-white p-5 ring-1 ring-sand-200 sm:p-6">
              <DiscountCodeField quote={quote} refusal={refusals.codeRefusal} />
            </div>
          </div>
        </div>
      )}
      {payment.sandboxIntent && (
        <SandboxCheckoutDialog
          intent={payment.sandboxIntent}
          onPaid={payment.onSandboxPaid}
          onDismiss={payment.dismissed}
        />
      )}
    </Container>
  );
}

/** While the shipping rates load (or if they cannot): the form needs them for its countries. */
function ShippingRatesStatus(props: { failed: boolean; retrying: boolean; onRetry: () => void }) {
  if (!props.failed)
    return (
      <div role="status" className="space-y-4" aria-label="Loading shipping options">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-12 animate-pulse rounded-xl bg-sand-100" />
        ))}
      </div>
    );
  return (
    <div role="alert" className="rounded-2xl bg-red-50 p-5 text-sm text-red-800">
      <p>We could not load the shipping options just now.</p>
      <button
        type="button"
        onClick={props.onRetry}
        disabled={props.retrying}
        className="mt-3 font-medium underline underline-offset-4"
      >
        {props.retrying ? 'Trying again...' : 'Try again'}
      </button>
    </div>
  );
}
