/** Prices in other currencies: set by hand per currency, or left empty to be converted. */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  canPriceIn,
  convertShopMinor,
  formatMinorDecimal,
  priceListCurrencies,
  toMinor,
  type PriceContext,
  type PriceListResponse,
} from '@shop/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { bindField } from '../../../components/ui/bind-field';
import { TextField } from '../../../components/ui/form-field';
import { useRates } from '../../../lib/rates';
import { usePriceList, useSavePriceList } from '../api/price-list';
import type { AdminProduct } from '../api/products';
import { Panel } from '../components/page-header';
import { QueryStatus } from '../components/query-status';
import { SaveBar } from '../components/save-bar';
import {
  priceListFormSchema,
  toPriceListInput,
  toPriceListValues,
  type PriceListFormValues,
} from './price-list-values';

export function PriceListPanel({ product }: { product: AdminProduct }) {
  const saved = usePriceList(product.id);
  return (
    <Panel title="Prices in other currencies">
      {saved.data ? (
        <PriceListForm product={product} saved={saved.data} />
      ) : (
        <QueryStatus
          isPending={saved.isPending}
          error={saved.error}
          retry={() => void saved.refetch()}
          label="The prices"
        />
      )}
    </Panel>
  );
}

function PriceListForm({ product, saved }: { product: AdminProduct; saved: PriceListResponse }) {
  const currencies = priceListCurrencies(saved.shopCurrency);
  const save = useSavePriceList(product.id);
  const rates = useRates().data;
  const form = useForm<PriceListFormValues>({
    resolver: zodResolver(priceListFormSchema),
    defaultValues: toPriceListValues(currencies, saved),
  });
  const field = bindField(form);
  const context: PriceContext | undefined = rates && {
    shopCurrency: saved.shopCurrency,
    rates: rates.rates,
    rounding: rates.rounding,
  };
  // The price a shopper sees when none is set: the shop price converted and rounded up.
  const converted = (code: string, amount: number | null) =>
    context && amount !== null && canPriceIn(context, code)
      ? formatMinorDecimal(convertShopMinor(toMinor(amount), code, context))
      : undefined;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(toPriceListInput(values), {
      onSuccess: (list) => {
        form.reset(toPriceListValues(currencies, list));
        toast.success('Prices saved.');
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Prices in other currencies">
      <p className="mb-4 text-sm text-stone-600">
        Leave a currency empty to convert the {saved.shopCurrency} price at the day&apos;s rate.
      </p>
      <div className="space-y-4">
        {currencies.map((code, index) => (
          <fieldset key={code} className="grid grid-cols-[3.5rem_1fr_1fr] items-start gap-3">
            <legend className="sr-only">{code}</legend>
            <span aria-hidden="true" className="pt-9 text-sm font-medium text-stone-700">
              {code}
            </span>
            <TextField
              id={`price-${code}`}
              label={`${code} price`}
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              placeholder={converted(code, product.price)}
              {...field(`rows.${index}.price`)}
            />
            <TextField
              id={`sale-price-${code}`}
              label={`${code} sale price`}
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              placeholder={converted(code, product.salePrice)}
              {...field(`rows.${index}.salePrice`)}
            />
          </fieldset>
        ))}
      </div>
      <SaveBar label="Save prices" pending={save.isPending} error={save.error} />
    </form>
  );
}
