/**
 * The contact form posted before (or without) the scripts: the server runs this route action
 * (apps/api/src/plugins/web.ts). It checks the fields with the same schema and sends through the
 * same API call as the enhanced form; once sent, the shopper lands on the thank-you (a redirect, so
 * reloading does not send it twice); with mistakes, the page comes back with them beside the fields.
 */
import { contactSchema, MESSAGES, STOREFRONT_ROUTES, type ContactInput } from '@shop/shared';
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { sendMessage } from './api/send-message';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof CONTACT_FIELDS)[number];

/** What the page shows after a post the server refused. */
export type ContactActionData = {
  values: ContactInput;
  errors: Partial<Record<Field, string>>;
  /** A message about the whole form (too many messages, the service is down). */
  message?: string;
};

/** Where a sent message lands: the contact page showing its thank-you. */
export const CONTACT_SENT_PATH = `${STOREFRONT_ROUTES.contact.path}?sent=1`;

/** The first mistake of each field, as the enhanced form shows it. */
function firstErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ContactActionData['errors'] {
  const errors: ContactActionData['errors'] = {};
  for (const issue of issues) {
    const name = issue.path[0] as Field;
    if (CONTACT_FIELDS.includes(name)) errors[name] ??= issue.message;
  }
  return errors;
}

export async function contactAction({ request }: ActionFunctionArgs) {
  const fields = await request.formData();
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((name) => [name, String(fields.get(name) ?? '')]),
  ) as ContactInput;
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success)
    return data<ContactActionData>(
      { values, errors: firstErrors(parsed.error.issues) },
      { status: 400 },
    );
  try {
    await sendMessage(parsed.data);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return data<ContactActionData>(
        { values, errors: error.errors ?? {}, message: error.message },
        { status: error.status },
      );
    return data<ContactActionData>(
      { values, errors: {}, message: MESSAGES.genericError },
      { status: 503 },
    );
  }
  return redirect(CONTACT_SENT_PATH, 303);
}
