import { NEWSLETTER_MESSAGES } from '@shop/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../components/product/testing/stub-api';
import { postedForm, sentBody } from '../../test/action-args';
import { newsletterAction, type NewsletterActionData } from './newsletter-action';

afterEach(() => vi.unstubAllGlobals());

const post = async (email: string) => {
  const result = await newsletterAction(postedForm('http://shop.test/newsletter', { email }));
  // A plain object is a 200; data() carries its status.
  return 'data' in (result as object)
    ? (result as { data: NewsletterActionData; init: { status: number } })
    : { data: result as NewsletterActionData, init: { status: 200 } };
};

describe('newsletterAction (the footer form posted before the scripts run)', () => {
  it("signs up through the API (source 'footer') and says what the server said", async () => {
    const { fetchMock } = stubApi({
      '/api/newsletter/subscribe': () => ({
        body: { success: true, message: NEWSLETTER_MESSAGES.alreadySubscribed },
      }),
    });
    const { data, init } = await post('  reader@example.com ');
    expect(init.status).toBe(200);
    expect(data).toEqual({ ok: true, email: '', message: NEWSLETTER_MESSAGES.alreadySubscribed });
    expect(sentBody(fetchMock.mock.calls, 'subscribe')).toEqual({
      email: 'reader@example.com',
      source: 'footer',
    });
  });

  it('refuses an address the form would refuse, keeping it to correct', async () => {
    const { callsTo } = stubApi({});
    const { data, init } = await post('reader@example');
    expect(init.status).toBe(400);
    expect(data).toEqual({
      ok: false,
      invalid: true,
      email: 'reader@example',
      message: NEWSLETTER_MESSAGES.invalidEmail,
    });
    expect(callsTo('/api/newsletter/subscribe')).toHaveLength(0);
  });
});
