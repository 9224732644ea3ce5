/**
 * An account's store credit on the owner's order page (issue 28): the balance and a form to give
 * some (a goodwill gesture after a late parcel), with the reason the customer reads beside it.
 * A guest's order has no account to hold credit: the page leaves the panel out.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { storeCreditGrantSchema } from '@shop/shared';
import { useForm, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { bindField } from '../../../../components/ui/bind-field';
import { TextField } from '../../../../components/ui/form-field';
import { ApiError } from '../../../../lib/api-client';
import { Panel } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { SaveBar } from '../../components/save-bar';
import { blankAsNull, grantFormSchema, type GrantFormValues } from '../../gift-cards/amount-values';
import { useGrantStoreCredit, useStoreCredit } from '../../gift-cards/api/store-credit';
import { rupees } from '../../gift-cards/gift-card-words';

export function CustomerCreditPanel({ customerId }: { customerId: string }) {
  const credit = useStoreCredit(customerId);
  return (
    <Panel title="Store credit">
      <QueryStatus
        isPending={credit.isPending}
        error={credit.error}
        retry={() => void credit.refetch()}
        label="The store credit"
      />
      {credit.data && (
        <>
          <p className="text-sm text-stone-700">
            {credit.data.customer.name} has{' '}
            <strong className="font-semibold text-stone-900 tabular-nums">
              {rupees(credit.data.balance)}
            </strong>{' '}
            in store credit.
          </p>
          <GrantForm customerId={customerId} />
        </>
      )}
    </Panel>
  );
}

function GrantForm({ customerId }: { customerId: string }) {
  const grant = useGrantStoreCredit(customerId);
  const form = useForm<GrantFormValues, unknown, z.output<typeof storeCreditGrantSchema>>({
    resolver: zodResolver(grantFormSchema),
    defaultValues: { amount: null, note: '' },
  });
  const field = bindField(form);
  const onSubmit = form.handleSubmit((input) =>
    grant.mutate(input, {
      onSuccess: (answer) => {
        form.reset();
        toast.success(answer.message ?? 'Store credit added.');
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [path, message] of Object.entries(error.errors ?? {}))
          form.setError(path as Path<GrantFormValues>, { message });
      },
    }),
  );
  const fieldRefusal = grant.error instanceof ApiError && grant.error.errors;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Give store credit"
      className="mt-4 space-y-4 border-t border-sand-200 pt-4"
    >
      <h3 className="text-sm font-semibold text-stone-900">Give store credit</h3>
      <TextField
        id="store-credit-amount"
        label="Amount (₹)"
        required
        type="number"
        min="1"
        step="0.01"
        inputMode="decimal"
        {...field('amount', { setValueAs: blankAsNull })}
      />
      <TextField
        id="store-credit-note"
        label="Reason"
        required
        hint="The customer can read it with their credit, e.g. “Sorry for the late parcel”."
        {...field('note')}
      />
      <SaveBar
        label="Give store credit"
        pending={grant.isPending}
        error={fieldRefusal ? null : grant.error}
      />
    </form>
  );
}
