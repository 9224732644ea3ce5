/**
 * /orders/find, "Find my order" (issue 27): a guest gives the order number and e-mail and gets the
 * order's link by mail. The page says the same whether or not they match, as the API does, so it
 * tells nobody which orders or e-mails exist.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { orderLookupSchema } from '@shop/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { bindField } from '../../components/ui/bind-field';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { emailInput } from '../../components/ui/input';
import { useDocumentTitle } from '../../lib/document-title';
import { errorMessage } from './api/error-message';
import { useLookupOrder } from './api/lookup-order';
import { Answer, SmallPageCard } from './components/small-page-card';

const link = 'font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900';

export default function FindOrderPage() {
  useDocumentTitle('Find my order');
  const lookup = useLookupOrder();
  const form = useForm({
    resolver: zodResolver(orderLookupSchema),
    defaultValues: { orderNumber: '', email: '' },
  });
  const field = bindField(form);
  const onSubmit = form.handleSubmit((pair) => lookup.mutate(pair));

  return (
    <SmallPageCard title="Find my order">
      <p>
        Enter your order number (it is in your order e-mail, like MM-261122-7KQ2XD) and the e-mail
        you ordered with. We will e-mail you a link to the order.
      </p>
      <div className="mt-5 space-y-5">
        {lookup.isSuccess && <Answer tone="success">{lookup.data.message}</Answer>}
        {lookup.isError && <Answer tone="error">{errorMessage(lookup.error)}</Answer>}
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <TextField
            id="find-order-number"
            label="Order number"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...field('orderNumber')}
          />
          <TextField id="find-order-email" label="E-mail" {...emailInput} {...field('email')} />
          <Button type="submit" size="lg" className="w-full" disabled={lookup.isPending}>
            {lookup.isPending ? 'Sending...' : 'Send me the link'}
          </Button>
        </form>
      </div>
      <p className="mt-6 border-t border-sand-200 pt-5 text-center">
        Have an account?{' '}
        <Link to="/login?redirect=%2Fprofile%3Fquery%3Dorders" className={link}>
          Log in to see your orders
        </Link>
      </p>
    </SmallPageCard>
  );
}
