import { describe, expect, it } from 'vitest';
import { isNewsletterEmail } from './newsletter';

describe('isNewsletterEmail', () => {
  it.each(['asha@example.com', 'a.b+c@mail.example.in', '  rui@shop.co.uk  '])(
    'accepts %s',
    (email) => {
      expect(isNewsletterEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'asha',
    'asha@',
    'asha@example',
    'asha@example.c',
    'asha@example.c0m',
    'as ha@example.com',
    'a@b@c.com',
  ])('rejects %j', (email) => {
    expect(isNewsletterEmail(email)).toBe(false);
  });
});
