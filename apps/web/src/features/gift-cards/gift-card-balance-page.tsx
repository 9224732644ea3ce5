/**
 * /gift-cards/balance (issue 28): a gift card's code in, its balance and the day it expires out,
 * or the server's reason (not found, disabled, expired) in its words. A client page like Find my
 * order: the code is a secret the server checks, a few tries at a time.
 */
import { GIFT_CARD_MESSAGES, MESSAGES } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { TextField } from '../../components/ui/form-field';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/document-title';
import { formatIndiaLongDate } from '../../lib/india-date';
import { useCheckBalance } from './api/check-balance';

const EMPTY = 'Enter the gift card code';

/** The server's words for a refusal (not found, too many tries); a generic line for the rest. */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.status < 500 && !error.message.startsWith('Request failed')
    ? error.message
    : MESSAGES.genericError;

export default function GiftCardBalancePage() {
  useDocumentTitle('Gift card balance');
  const check = useCheckBalance();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setEmpty(!typed);
    if (typed) check.mutate(typed);
  };

  return (
    <Container className="flex justify-center py-8 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-sand-200 bg-white px-5 py-7 sm:px-8 sm:py-9">
        <h1 className="font-serif text-3xl text-brand-900 sm:text-4xl">Gift card balance</h1>
        <div className="mt-4 space-y-5 text-sm leading-relaxed text-stone-700">
          <p>
            Enter the 16-character code from your gift card e-mail (like 7KQM-XR4T-9PWD-H2NC) to see
            what is left on it and until when you can spend it.
          </p>
          {check.isSuccess && (
            <div
              role="status"
              className="rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3 text-brand-900"
            >
              <p className="text-base font-semibold">
                {GIFT_CARD_MESSAGES.balance(check.data.balance)}
              </p>
              <p className="mt-0.5">
                Gift card •••• {check.data.last4}, valid until{' '}
                {formatIndiaLongDate(new Date(check.data.expiresAt))}
              </p>
            </div>
          )}
          {check.isError && (
            <p
              role="alert"
              className="rounded-lg border-l-4 border-clay-600 bg-clay-500/8 px-4 py-3 text-stone-900"
            >
              {refusal(check.error)}
            </p>
          )}
          <form noValidate onSubmit={onSubmit} className="space-y-5">
            <TextField
              id="gift-card-code"
              label="Gift card code"
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setEmpty(false);
              }}
              error={empty ? EMPTY : undefined}
              maxLength={64}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <Button type="submit" size="lg" className="w-full" disabled={check.isPending}>
              {check.isPending ? 'Checking...' : 'Check balance'}
            </Button>
          </form>
        </div>
      </div>
    </Container>
  );
}
