import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../components/product/testing/stub-api';
import { renderPosted } from '../../test/render-posted';
import { ContactForm, THANK_YOU } from './components/contact-form';
import { contactAction } from './contact-action';

afterEach(() => vi.unstubAllGlobals());

const field = (name: string) => screen.getByRole('textbox', { name });

describe('the contact form posted before the scripts run', () => {
  it('comes back (400) with what was typed and each mistake beside its field', async () => {
    stubApi({});
    const answer = await renderPosted('/contact', contactAction, <ContactForm />, {
      name: 'Asha',
      email: 'asha@',
      subject: 'Wholesale',
      message: 'Too short',
    });
    expect(answer.status).toBe(400);
    expect(screen.getByText('Message must be at least 10 characters')).toBeVisible();
    expect(screen.getByText('Email is invalid')).toBeVisible();
    expect(field('Name')).toHaveValue('Asha');
    expect(field('Subject')).toHaveValue('Wholesale');
    expect(field('Message')).toHaveValue('Too short');
    expect(field('Message')).toHaveAttribute('aria-invalid', 'true');
  });

  it('redirects to the thank-you once sent, which the page then shows', async () => {
    stubApi({
      '/api/contact/send-message': () => ({
        status: 201,
        body: { success: true, message: THANK_YOU },
      }),
    });
    const answer = await renderPosted('/contact', contactAction, <ContactForm />, {
      name: 'Asha',
      email: 'asha@example.com',
      subject: 'Wholesale',
      message: 'Could you send your catalogue?',
    });
    expect(answer).toEqual({ status: 303, location: '/contact?sent=1' });
    await renderPosted(answer.location!, contactAction, <ContactForm />);
    expect(screen.getByRole('status')).toHaveTextContent(THANK_YOU);
    expect(field('Message')).toHaveValue('');
  });
});
