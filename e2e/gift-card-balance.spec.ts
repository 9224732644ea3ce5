/**
 * Issue 28: anyone can check a gift card's balance from the footer's link; a code the shop never
 * issued is answered in the server's words.
 */
import { GIFT_CARD_MESSAGES } from '../packages/shared/src/gift-cards';
import { acceptHttpErrors, expect, test } from './fixtures';

test("the footer's 'Gift card balance' page says when it cannot find a card", async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/shipping');
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Help' })
    .getByRole('link', { name: 'Gift card balance' })
    .click();
  await expect(page).toHaveURL(/\/gift-cards\/balance$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Gift card balance' })).toBeVisible();
  await expect(page).toHaveTitle('Gift card balance | Mindful Marks');

  await main.getByLabel('Gift card code').fill('AAAA-BBBB-CCCC-DDDD');
  await main.getByRole('button', { name: 'Check balance' }).click();
  await expect(main.getByRole('alert')).toHaveText(GIFT_CARD_MESSAGES.notFound);
  await expect(main.getByRole('alert')).toHaveText(
    'We could not find this gift card. Check the code and try again',
  );
  acceptHttpErrors(consoleErrors, 404);
});
