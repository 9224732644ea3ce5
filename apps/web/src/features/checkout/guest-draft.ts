/**
 * What a guest has typed into the shipping form, kept for this tab (sessionStorage) so that
 * following "Log in" midway does not lose it (issue 27): back at checkout, signed in, the typed
 * fields win over the profile's. It goes when the order is placed or the tab closes.
 */
import { COUNTRIES, type ShippingFormInput } from '@shop/shared';

const KEY = 'checkout-guest-draft';
/** Fields a draft may restore: what the shopper typed about the parcel, never the checkboxes. */
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'number',
  'address',
  'city',
  'state',
  'zipCode',
  'country',
  'orderNotes',
  'gstin',
  'businessName',
] as const satisfies readonly (keyof ShippingFormInput)[];
type Draft = Partial<Record<(typeof FIELDS)[number], string>>;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // Storage blocked: the form works as before, without a draft.
  }
}

export function saveGuestDraft(values: Partial<ShippingFormInput>) {
  const draft: Draft = {};
  for (const name of FIELDS) {
    const value = values[name];
    if (typeof value === 'string' && value.trim()) draft[name] = value;
  }
  try {
    storage()?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Full or blocked storage only loses the convenience.
  }
}

export function clearGuestDraft() {
  storage()?.removeItem(KEY);
}

function readGuestDraft(): Draft {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const draft: Draft = {};
    for (const name of FIELDS) {
      const value = (parsed as Record<string, unknown>)[name];
      if (typeof value === 'string' && value.length <= 1000) draft[name] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

/**
 * The form's first values with the draft's typed fields over them. A signed-in shopper keeps the
 * account's e-mail (the receipt goes to the account), and a country the shop does not ship to is
 * not restored.
 */
export function withGuestDraft(
  base: ShippingFormInput,
  signedIn: boolean,
  countries: readonly string[] = COUNTRIES,
): ShippingFormInput {
  const { email, country, ...typed } = readGuestDraft();
  return {
    ...base,
    ...typed,
    ...(!signedIn && email && { email }),
    ...(country &&
      countries.includes(country) && { country: country as ShippingFormInput['country'] }),
  };
}
