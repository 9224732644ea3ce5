/** What React Router hands a route action: a form posted to `url`, as the server passes it on. */
import type { ActionFunctionArgs } from 'react-router';

export function postedForm(
  url: string,
  fields: Record<string, string>,
  { params = {}, cookie }: { params?: Record<string, string>; cookie?: string } = {},
): ActionFunctionArgs {
  const request = new Request(url, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: cookie ? { cookie } : {},
  });
  return { request, params, context: {}, url: new URL(url), pattern: '' } as ActionFunctionArgs;
}

/** The JSON body the faked fetch was called with for the first call to `path`. */
export function sentBody(calls: unknown[][], path: string): unknown {
  const call = calls.find(([input]) => String(input).includes(path));
  return JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));
}
