import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

describe('PasswordStrengthMeter', () => {
  it.each([
    ['', 'Very Weak', 0],
    ['abc', 'Very Weak', 25],
    ['abcD', 'Weak', 50],
    ['abcD1', 'Medium', 75],
    ['abcD1!', 'Strong', 100],
    ['abcD1!xyz', 'Very Strong', 100],
  ])('rates %j as %s, filled %i percent', (password, label, percent) => {
    render(<PasswordStrengthMeter password={password} />);
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', String(percent));
    expect(meter).toHaveAttribute('aria-valuetext', `${label} (${percent}%)`);
    expect(screen.getByTestId('strength-label')).toHaveTextContent(label);
    expect((meter.firstElementChild as HTMLElement).style.width).toBe(`${percent}%`);
  });

  it('ticks the criteria met', () => {
    render(<PasswordStrengthMeter password="abcdefgh" />);
    const list = screen.getByRole('list', { name: 'Password requirements' });
    expect(within(list).getByText('At least 8 characters')).toHaveTextContent('(met)');
    expect(within(list).getByText('A lowercase letter')).toHaveTextContent('(met)');
    expect(within(list).getByText('An uppercase letter')).toHaveTextContent('(not met)');
  });
});
