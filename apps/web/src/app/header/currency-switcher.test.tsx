import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCurrencyStore } from '../../stores/currency-store';
import { renderWithRouter } from '../../test/render-with-router';
import { CurrencySwitcher } from './currency-switcher';

beforeEach(() => useCurrencyStore.setState({ currency: 'INR' }));

describe('CurrencySwitcher', () => {
  it('lists the seven currencies with name, code and symbol', async () => {
    const { user } = renderWithRouter(<CurrencySwitcher />);
    await user.click(screen.getByRole('button', { name: 'Currency: INR, Indian Rupee' }));
    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((o) => o.textContent)).toEqual([
      'US DollarUSD · $',
      'EuroEUR · €',
      'British PoundGBP · £',
      'Indian RupeeINR · ₹',
      'Canadian DollarCAD · C$',
      'Australian DollarAUD · A$',
      'Singapore DollarSGD · S$',
    ]);
    expect(screen.getByRole('menuitemradio', { name: /Indian Rupee/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('updates the store and local storage when a currency is chosen', async () => {
    const { user } = renderWithRouter(<CurrencySwitcher />);
    await user.click(screen.getByRole('button', { name: /Currency: INR/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Euro/ }));

    expect(useCurrencyStore.getState().currency).toBe('EUR');
    expect(localStorage.getItem('currency')).toBe('EUR');
    expect(screen.getByRole('button', { name: 'Currency: EUR, Euro' })).toHaveTextContent('EUR');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
