/**
 * "E-mail me a reminder about my cart" (issue 30, record 065): beside the e-mail, unticked by
 * default. Ticked, the checkout records the consent (with these very words) against its order,
 * and a checkout left unpaid gets at most two reminders with a link back to the cart.
 */
import { RECOVERY_CONSENT_WORDING } from '@shop/shared';
import { CheckboxField } from '../../../components/ui/checkbox-field';

export function ReminderConsent(props: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <CheckboxField
      id="ship-remind"
      label={RECOVERY_CONSENT_WORDING}
      checked={props.checked}
      onChange={(e) => props.onChange(e.currentTarget.checked)}
    />
  );
}
