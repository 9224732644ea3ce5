import { NEWSLETTER_MESSAGES, type ApiReplyBody, type ErrorResponse } from '@shop/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/render-with-router';
import { NewsletterForm } from './newsletter-form';

/** The sign-up's answer, typed by the contract. */
const reply = (
  status: number,
  body: ApiReplyBody<'POST /api/newsletter/subscribe'> | ErrorResponse,
) =>
  vi.fn().mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('NewsletterForm', () => {
  it('rejects an invalid e-mail with a pop-up and an inline hint, without calling the server', async () => {
    const fetchMock = reply(200, { success: true, message: NEWSLETTER_MESSAGES.subscribed });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithRouter(<NewsletterForm />);
    const field = screen.getByLabelText('Email address');

    await user.type(field, 'asha@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter an e-mail like name@example.com.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes a valid e-mail, confirms and clears the field', async () => {
    const fetchMock = reply(200, {
      success: true,
      message: 'Subscribed successfully! Please confirm with the link we just e-mailed you.',
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithRouter(<NewsletterForm />);
    const field = screen.getByLabelText('Email address');

    await user.type(field, ' asha@example.in {Enter}');

    expect(
      await screen.findByText(
        'Subscribed successfully! Please confirm with the link we just e-mailed you.',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveValue('');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/newsletter/subscribe');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'asha@example.in', source: 'footer' });
  });

  it("shows the server's message when the subscription fails", async () => {
    vi.stubGlobal(
      'fetch',
      reply(409, { success: false, message: 'This email is already subscribed.' }),
    );
    const { user } = renderWithRouter(<NewsletterForm />);
    const field = screen.getByLabelText('Email address');

    await user.type(field, 'asha@example.in{Enter}');

    expect(await screen.findByText('This email is already subscribed.')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue('asha@example.in'));
  });
});
