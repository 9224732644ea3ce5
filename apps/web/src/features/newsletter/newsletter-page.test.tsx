import { NEWSLETTER_MESSAGES } from '@shop/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../components/product/testing/stub-api';
import { renderPosted } from '../../test/render-posted';
import { newsletterAction } from './newsletter-action';
import NewsletterPage from './newsletter-page';

afterEach(() => vi.unstubAllGlobals());

const postSignUp = (email: string) =>
  renderPosted('/newsletter', newsletterAction, <NewsletterPage />, { email });

describe('/newsletter (where the sign-up lands without the app)', () => {
  it("says the server's words once signed up, with the form emptied", async () => {
    stubApi({
      '/api/newsletter/subscribe': () => ({
        body: { success: true, message: NEWSLETTER_MESSAGES.subscribed },
      }),
    });
    expect((await postSignUp('reader@example.com')).status).toBe(200);
    expect(screen.getByRole('heading', { level: 1, name: 'Notes for slower days.' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.subscribed);
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('marks a refused address and keeps it to correct', async () => {
    stubApi({});
    expect((await postSignUp('reader@example')).status).toBe(400);
    expect(screen.getByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.invalidEmail);
    const field = screen.getByLabelText('Email address');
    expect(field).toHaveValue('reader@example');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('link', { name: 'Continue shopping' })).not.toBeInTheDocument();
  });

  it('introduces the letter when visited directly', async () => {
    stubApi({});
    await renderPosted('/newsletter', newsletterAction, <NewsletterPage />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });
});
