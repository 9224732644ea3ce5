/** Account mails. */
import { renderMail } from '../../integrations/mail-layout';

export const welcomeMail = (name: string, publicUrl: string) =>
  renderMail({
    subject: 'Welcome to Mindful Marks',
    heading: `Welcome, ${name}`,
    paragraphs: [
      'Your account is ready. Save favourites to your wishlist, check out faster and follow your orders from your account page.',
    ],
    action: { label: 'Start browsing', url: `${publicUrl}/products` },
  });

export const resetMail = (code: string, link: string) =>
  renderMail({
    subject: 'Your Mindful Marks password reset',
    heading: 'Reset your password',
    paragraphs: [
      'Someone (hopefully you) asked to reset the password of your Mindful Marks account.',
      'Enter this code on the reset page within 10 minutes, or use the button below within 30 minutes.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
    code,
    action: { label: 'Set a new password', url: link },
  });

export const passwordChangedMail = (publicUrl: string) =>
  renderMail({
    subject: 'Your Mindful Marks password was changed',
    heading: 'Your password was changed',
    paragraphs: [
      'The password of your Mindful Marks account has just been changed, and every other session was signed out.',
      'If this was not you, reset your password now and write to us.',
    ],
    action: { label: 'Reset password', url: `${publicUrl}/forgot-password` },
  });
