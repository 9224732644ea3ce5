/** "Set all prices": one price and sale price for every row of the grid (saved with the grid). */
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';

export function SetAllPrices({ onApply }: { onApply: (price: string, sale: string) => void }) {
  const [price, setPrice] = useState('');
  const [sale, setSale] = useState('');
  const money = { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' } as const;
  return (
    <fieldset className="mb-4 flex flex-wrap items-end gap-3 rounded-xl bg-sand-50 p-3">
      <legend className="sr-only">Set all prices</legend>
      <div className="w-32">
        <label htmlFor="all-price" className="mb-1 block text-xs font-medium text-stone-700">
          Price for all
        </label>
        <Input
          id="all-price"
          className="h-9 px-3"
          {...money}
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
      </div>
      <div className="w-32">
        <label htmlFor="all-sale" className="mb-1 block text-xs font-medium text-stone-700">
          Sale price for all
        </label>
        <Input
          id="all-sale"
          className="h-9 px-3"
          {...money}
          value={sale}
          placeholder="None"
          onChange={(e) => setSale(e.target.value)}
        />
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={price.trim() === ''}
        onClick={() => onApply(price, sale)}
      >
        Set all prices
      </Button>
    </fieldset>
  );
}
