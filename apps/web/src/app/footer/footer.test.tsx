import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router';
import { Footer } from './footer';

describe('Footer', () => {
  it('offers the newsletter sign-up as a form posted to /newsletter', () => {
    renderWithRouter(<Footer />, { path: '/about' });
    const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/newsletter');
  });

  it('does not offer it twice on the newsletter page itself', () => {
    renderWithRouter(<Footer />, { path: '/newsletter' });
    expect(screen.queryByRole('form', { name: 'Newsletter sign-up' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });
});
