import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect } from './select';

const SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
] as const;

describe('SortSelect', () => {
  it('is a labelled native select that reports the chosen sort', async () => {
    const onChange = vi.fn();
    render(
      <SortSelect id="s" label="Sort by" options={SORTS} value="newest" onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('newest');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Newest', 'Oldest']);
    await userEvent.setup().selectOptions(select, 'Oldest');
    expect(onChange).toHaveBeenCalledWith('oldest');
  });

  it('hides the label on phones unless asked to keep it', () => {
    const { rerender } = render(
      <SortSelect id="s" label="Sort by" options={SORTS} value="newest" onChange={vi.fn()} />,
    );
    expect(screen.getByText('Sort by')).toHaveClass('sr-only', 'sm:not-sr-only');
    rerender(
      <SortSelect
        id="s"
        label="Sort by"
        labelOnPhone
        options={SORTS}
        value="newest"
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText('Sort by')).not.toHaveClass('sr-only');
  });
});
