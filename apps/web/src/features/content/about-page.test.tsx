import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router';
import AboutPage from './about-page';

describe('AboutPage', () => {
  it('has the story, mission and sustainability sections with their anchors', () => {
    renderWithRouter(<AboutPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Our Story' }).closest('section'),
    ).toHaveAttribute('id', 'story');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Our Mission' }).closest('section'),
    ).toHaveAttribute('id', 'mission');
    const sustainability = screen.getByRole('region', { name: 'Sustainability' });
    expect(sustainability).toHaveAttribute('id', 'sustainability');
    expect(
      within(sustainability)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Eco-Friendly Materials', 'Minimal Packaging', 'Carbon Offset Shipping']);
    expect(document.title).toBe('Our Story | Mindful Marks');
  });

  it("leads to /contact with 'Contact Us to Learn More'", async () => {
    const { router, user } = renderWithRouter(<AboutPage />, { path: '/about' });
    const link = screen.getByRole('link', { name: 'Contact Us to Learn More' });
    expect(link).toHaveAttribute('href', '/contact');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/contact');
  });
});
