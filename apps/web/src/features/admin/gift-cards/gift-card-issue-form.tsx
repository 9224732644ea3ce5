/**
 * Issue a gift card by hand: the amount in rupees (sent as paise), who it is for, an optional
 * e-mail the code is mailed to, a note for the records and how long it is valid. Checked by the
 * API's own schema; the API's refusals are shown beside the fields they name.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  GIFT_CARD_DEFAULT_VALIDITY_DAYS,
  GIFT_CARD_VALIDITY_DAYS_MAX,
  type giftCardIssueSchema,
} from '@shop/shared';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { bindField } from '../../../components/ui/bind-field';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { Panel } from '../components/page-header';
import { blankAsNull, issueFormSchema, type IssueFormValues } from './amount-values';
import { useIssueGiftCard, type GiftCardIssued } from './api/gift-cards';

const DEFAULTS: IssueFormValues = {
  amount: null,
  recipientName: '',
  recipientEmail: '',
  note: '',
  validityDays: GIFT_CARD_DEFAULT_VALIDITY_DAYS,
};

export function GiftCardIssueForm({ onIssued }: { onIssued: (issued: GiftCardIssued) => void }) {
  const issue = useIssueGiftCard();
  const form = useForm<IssueFormValues, unknown, z.output<typeof giftCardIssueSchema>>({
    resolver: zodResolver(issueFormSchema),
    defaultValues: DEFAULTS,
  });
  const field = bindField(form);

  const onSubmit = form.handleSubmit((input) =>
    issue.mutate(input, {
      onSuccess: onIssued,
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [path, message] of Object.entries(error.errors ?? {}))
          form.setError(path as Path<IssueFormValues>, { message });
      },
    }),
  );
  const invalid = Object.keys(form.formState.errors).length > 0;
  const fieldRefusal = issue.error instanceof ApiError && issue.error.errors;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Issue a gift card" className="space-y-6">
      <Panel title="The card">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            id="gift-card-amount"
            label="Amount (₹)"
            required
            type="number"
            min="1"
            step="0.01"
            inputMode="decimal"
            {...field('amount', { setValueAs: blankAsNull })}
          />
          <TextField
            id="gift-card-validity"
            label="Valid for (days)"
            required
            type="number"
            min="1"
            max={String(GIFT_CARD_VALIDITY_DAYS_MAX)}
            step="1"
            inputMode="numeric"
            hint={`${GIFT_CARD_DEFAULT_VALIDITY_DAYS} days is a year.`}
            {...field('validityDays', { setValueAs: blankAsNull })}
          />
        </div>
      </Panel>
      <Panel title="Recipient">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            id="gift-card-recipient-name"
            label="Recipient’s name"
            required
            autoComplete="off"
            {...field('recipientName')}
          />
          <TextField
            id="gift-card-recipient-email"
            label="Recipient’s e-mail (optional)"
            type="email"
            autoComplete="off"
            spellCheck={false}
            hint="We mail the code to them."
            {...field('recipientEmail')}
          />
          <TextAreaField
            id="gift-card-note"
            label="Note (optional)"
            hint="For your records, e.g. why it was given. The recipient does not see it."
            className="sm:col-span-2"
            {...field('note')}
          />
        </div>
      </Panel>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={issue.isPending}>
          {issue.isPending ? 'Issuing…' : 'Issue gift card'}
        </Button>
        <p role="alert" className="text-sm text-clay-600">
          {issue.error && !fieldRefusal
            ? issue.error.message
            : invalid
              ? 'Please correct the fields marked above.'
              : ''}
        </p>
      </div>
    </form>
  );
}
