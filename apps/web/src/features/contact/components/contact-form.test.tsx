import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, stubApi, type ApiReply } from '../../../components/product/testing/stub-api';
import { renderWithRouter } from '../../../test/render-with-router';
import { ContactForm } from './contact-form';

const SEND = '/api/contact/send-message';
const accepted: ApiReply<typeof SEND> = {
  status: 201,
  body: { success: true, message: 'Thank you for your message. We will get back to you soon.' },
};

const field = (name: string) => screen.getByLabelText(name);

async function fillValid(user: ReturnType<typeof renderWithRouter>['user']) {
  await user.type(field('Name'), 'Asha Menon');
  await user.type(field('Email'), 'asha@example.com');
  await user.type(field('Subject'), 'Wholesale');
  await user.type(field('Message'), 'Do you supply cafés in Kochi?');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('shows each required-field message and the short-message rule', async () => {
    const { fetchMock } = stubApi({});
    const { user } = renderWithRouter(<ContactForm />);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const text of [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription('Name is required');

    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Message'), '   short   ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes(SEND))).toHaveLength(0);
  });

  it("sends, reads 'Sending...', then thanks for 5 s and clears the form", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const held = deferred<ApiReply<typeof SEND>>();
    const { fetchMock } = stubApi({ [SEND]: () => held.promise });
    const { user } = renderWithRouter(<ContactForm />);
    await fillValid(user);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes(SEND)) as unknown as [
      string,
      RequestInit,
    ];
    const init = call[1];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Asha Menon',
      email: 'asha@example.com',
      subject: 'Wholesale',
      message: 'Do you supply cafés in Kochi?',
    });

    held.resolve(accepted);
    const status = await screen.findByText(
      'Thank you for your message. We will get back to you soon.',
    );
    expect(status.closest('[role="status"]')).toBeInTheDocument();
    for (const name of ['Name', 'Email', 'Subject', 'Message']) expect(field(name)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText(/Thank you for your message/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(/Thank you for your message/)).not.toBeInTheDocument();
  });

  it("shows the server's message in an alert and keeps what was typed", async () => {
    stubApi({
      [SEND]: () => ({
        status: 429,
        body: { success: false, message: 'Too many requests. Please try again later.' },
      }),
    });
    const { user } = renderWithRouter(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later.',
    );
    expect(field('Name')).toHaveValue('Asha Menon');
  });

  it("puts the server's field errors beside their fields", async () => {
    stubApi({
      [SEND]: () => ({
        status: 400,
        body: {
          success: false,
          message: 'Email is invalid',
          errors: { email: 'Email is invalid' },
        },
      }),
    });
    const { user } = renderWithRouter(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription('Email is invalid'));
  });
});
