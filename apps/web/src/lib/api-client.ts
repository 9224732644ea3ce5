/** Fetch wrapper for our API: JSON in and out, cookies included, errors as ApiError. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * How requests leave: the browser's fetch, or on the server (which renders the first view) a fetch
 * that answers from the API in the same process. Set once at start, never per request.
 */
let send: typeof fetch = (input, init) => fetch(input, init);
export function setApiTransport(transport: typeof fetch) {
  send = transport;
}

type RequestOptions = Omit<RequestInit, 'body'> & {
  body?: unknown;
  query?: Record<string, string | undefined>;
};

export async function api<T>(
  path: string,
  { body, query, headers, ...init }: RequestOptions = {},
): Promise<T> {
  const search = query
    ? new URLSearchParams(
        Object.entries(query).filter(
          (e): e is [string, string] => e[1] !== undefined && e[1] !== '',
        ),
      )
    : undefined;
  const url = search && search.size > 0 ? `${path}?${search}` : path;
  const isForm = body instanceof FormData;
  const response = await send(url, {
    credentials: 'same-origin',
    ...init,
    headers: {
      accept: 'application/json',
      ...(body !== undefined && !isForm && { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as {
    success?: boolean;
    message?: string;
    errors?: Record<string, string>;
  };
  if (!response.ok || data.success === false) {
    throw new ApiError(
      response.status,
      data.message ?? `Request failed (${response.status})`,
      data.errors,
    );
  }
  return data as T;
}
