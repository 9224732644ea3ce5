import { TIMINGS } from '@shop/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RefineSearchForm } from './refine-search-form';

afterEach(() => {
  vi.useRealTimers();
});

function renderForm(query = '') {
  const onSearch = vi.fn();
  const user = userEvent.setup();
  const view = render(<RefineSearchForm query={query} onSearch={onSearch} />);
  const input = screen.getByRole('searchbox', { name: 'Refine your search' });
  return { ...view, onSearch, user, input };
}

describe('RefineSearchForm', () => {
  it('is prefilled with the query and disabled while the text is empty', async () => {
    const { user, input } = renderForm('planner');
    expect(input).toHaveValue('planner');
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();

    await user.clear(input);
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await user.type(input, '   ');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  });

  it("reads 'Searching...' and stays locked for the spec's 500 ms after a submit", async () => {
    const { user, input, onSearch } = renderForm('planner');
    await user.clear(input);
    await user.type(input, '  habit tracker ');

    // Timers are faked only now: user-event's own waits need real ones.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(onSearch).toHaveBeenCalledExactlyOnceWith('habit tracker');
    const button = screen.getByRole('button', { name: 'Searching...' });
    expect(button).toBeDisabled();
    fireEvent.submit(input);
    expect(onSearch).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(TIMINGS.searchSubmitLockMs - 1));
    expect(button).toHaveTextContent('Searching...');
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveTextContent(/^Search$/);
    expect(button).toBeEnabled();
  });

  it('follows a query changed from outside (header search, Back)', () => {
    const { rerender, onSearch } = renderForm('planner');
    rerender(<RefineSearchForm query="poster" onSearch={onSearch} />);
    expect(screen.getByRole('searchbox', { name: 'Refine your search' })).toHaveValue('poster');
  });
});
