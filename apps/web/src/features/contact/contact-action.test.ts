import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../components/product/testing/stub-api';
import { postedForm, sentBody } from '../../test/action-args';
import { contactAction, type ContactActionData } from './contact-action';

afterEach(() => vi.unstubAllGlobals());

const post = (fields: Record<string, string>) =>
  contactAction(postedForm('http://shop.test/contact', fields));

/** What a `data()` answer carries: its body and status. */
const answer = (result: unknown) =>
  result as { data: ContactActionData; init: { status: number } | null };

const VALID = {
  name: 'Asha Menon',
  email: 'asha@example.com',
  subject: 'Wholesale',
  message: 'Could you send your wholesale catalogue, please?',
};

describe('contactAction (the form posted before the scripts run)', () => {
  it('sends through the API once and redirects to the thank-you', async () => {
    const { callsTo, fetchMock } = stubApi({
      '/api/contact/send-message': () => ({
        status: 201,
        body: {
          success: true,
          message: 'Thank you for your message. We will get back to you soon.',
        },
      }),
    });
    const result = (await post(VALID)) as Response;
    expect(result.status).toBe(303);
    expect(result.headers.get('location')).toBe('/contact?sent=1');
    expect(callsTo('/api/contact/send-message')).toHaveLength(1);
    expect(sentBody(fetchMock.mock.calls, 'send-message')).toEqual(VALID);
  });

  it('answers 400 with each field’s first mistake and what was typed, without calling the API', async () => {
    const { callsTo } = stubApi({});
    const result = answer(await post({ ...VALID, name: ' ', message: 'Too short' }));
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({
      values: { ...VALID, name: ' ', message: 'Too short' },
      errors: { name: 'Name is required', message: 'Message must be at least 10 characters' },
    });
    expect(callsTo('/api/contact/send-message')).toHaveLength(0);
  });

  it("passes the API's refusal on (too many messages) and hides a server failure", async () => {
    stubApi({
      '/api/contact/send-message': () => ({
        status: 429,
        body: { success: false, message: 'Too many messages. Please try again later.' },
      }),
    });
    const limited = answer(await post(VALID));
    expect(limited.init?.status).toBe(429);
    expect(limited.data.message).toBe('Too many messages. Please try again later.');

    stubApi({
      '/api/contact/send-message': () => ({
        status: 500,
        body: { success: false, message: 'relation "contact_messages" does not exist' },
      }),
    });
    const failed = answer(await post(VALID));
    expect(failed.init?.status).toBe(503);
    expect(failed.data.message).toBe('An error occurred. Please try again.');
    expect(failed.data.values).toEqual(VALID);
  });
});
