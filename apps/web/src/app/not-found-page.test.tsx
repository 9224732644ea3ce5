import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render-with-router';
import NotFoundPage from './not-found-page';

describe('NotFoundPage', () => {
  it('says Page Not Found, links home and to the products, and sets the title', () => {
    renderWithRouter(<NotFoundPage />, { path: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(document.title).toBe('Page Not Found | Mindful Marks');
  });
});
