/**
 * The list's filters (record 061): who signed up or checked out as a guest, newsletter consent,
 * orders, spend (in rupees here, paise in the URL), order recency and COD returns. Applied on
 * submit; each field is labelled, and the form wraps to one column on a phone.
 */
import { fromMinor, toMinor, type CustomerFilter } from '@shop/shared';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';

type Props = { filter: CustomerFilter; onApply: (filter: CustomerFilter) => void };

const NUMBER_FIELDS = [
  ['ordersAtLeast', 'Orders, at least'],
  ['ordersAtMost', 'Orders, at most'],
  ['noOrderInDays', 'No order in (days)'],
  ['orderedInDays', 'Ordered in the last (days)'],
  ['firstOrderInDays', 'First order in the last (days)'],
  ['codReturnsAtLeast', 'COD returns, at least'],
] as const;

const label = 'mb-1.5 block text-sm font-medium text-stone-800';

export function CustomerFilters({ filter, onApply }: Props) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (key: string) => String(form.get(key) ?? '').trim();
    const next: Record<string, unknown> = {};
    for (const [key] of NUMBER_FIELDS) if (value(key)) next[key] = Number(value(key));
    if (value('spentOver')) next.spentOverMinor = toMinor(Number(value('spentOver')));
    if (value('kind')) next.kind = value('kind');
    if (value('newsletter')) next.newsletter = value('newsletter');
    onApply(next as CustomerFilter);
  };
  return (
    <details
      open={Object.keys(filter).length > 0}
      className="mb-4 rounded-2xl border border-sand-200 bg-white p-4"
    >
      <summary className="cursor-pointer text-base font-medium text-brand-900">
        Filters
        {Object.keys(filter).length > 0 && ` (${Object.keys(filter).length} applied)`}
      </summary>
      <form onSubmit={submit} aria-label="Filters" className="mt-3" key={JSON.stringify(filter)}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <label htmlFor="filter-kind" className={label}>
              Customer type
            </label>
            <Select id="filter-kind" name="kind" defaultValue={filter.kind ?? ''}>
              <option value="">Everyone</option>
              <option value="account">Signed up</option>
              <option value="guest">Guests</option>
            </Select>
          </div>
          <div>
            <label htmlFor="filter-newsletter" className={label}>
              Newsletter
            </label>
            <Select id="filter-newsletter" name="newsletter" defaultValue={filter.newsletter ?? ''}>
              <option value="">Either</option>
              <option value="subscribed">Subscribed</option>
              <option value="not_subscribed">Not subscribed</option>
            </Select>
          </div>
          <div>
            <label htmlFor="filter-spentOver" className={label}>
              Spent over (₹)
            </label>
            <Input
              id="filter-spentOver"
              name="spentOver"
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              defaultValue={
                filter.spentOverMinor === undefined ? '' : fromMinor(filter.spentOverMinor)
              }
            />
          </div>
          {NUMBER_FIELDS.map(([key, text]) => (
            <div key={key}>
              <label htmlFor={`filter-${key}`} className={label}>
                {text}
              </label>
              <Input
                id={`filter-${key}`}
                name={key}
                type="number"
                min={key.endsWith('Days') ? 1 : 0}
                step={1}
                inputMode="numeric"
                defaultValue={filter[key] ?? ''}
              />
            </div>
          ))}
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button type="submit">Apply filters</Button>
          <Button type="button" variant="ghost" onClick={() => onApply({})}>
            Clear filters
          </Button>
        </div>
      </form>
    </details>
  );
}
