/**
 * GET /proxy-profile-image?url= — shows Google avatars without the browser calling Google, and
 * without letting anyone use the server to fetch other addresses (SSRF): https only, an allow-list
 * of Google avatar hosts, no redirects, 5 s, 2 MB, image types only.
 */
import { binaryBody } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError, HttpError } from '../../lib/errors';
import { TtlCache } from '../../lib/ttl-cache';

const ALLOWED_HOST = /^lh[3-6]\.googleusercontent\.com$/;
const MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 5_000;
const REFUSED = 'Only Google profile images can be shown';

/** The parsed URL when it is an https address on an allowed host, else null. */
export function allowedAvatarUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const clean =
    url.protocol === 'https:' && url.port === '' && url.username === '' && url.password === '';
  return clean && ALLOWED_HOST.test(url.hostname) ? url : null;
}

type Image = { body: Buffer; type: string };

async function fetchAvatar(url: URL, fetchImpl: typeof fetch): Promise<Image> {
  const response = await fetchImpl(url, {
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch(() => {
    throw new HttpError(502, 'The profile image could not be loaded');
  });
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !/^image\/(png|jpeg|webp|gif)$/.test(type.split(';')[0]!.trim())) {
    throw new HttpError(502, 'The profile image could not be loaded');
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_BYTES || !response.body)
    throw new HttpError(502, 'The profile image could not be loaded');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_BYTES) throw new HttpError(502, 'The profile image is too large');
    chunks.push(Buffer.from(chunk));
  }
  return { body: Buffer.concat(chunks), type };
}

export const profileImageRoutes: FastifyPluginAsyncZod<{ fetchImpl?: typeof fetch }> = async (
  app,
  { fetchImpl = fetch },
) => {
  const cache = new TtlCache<Image>(60 * 60 * 1000, 200);
  app.get(
    '/proxy-profile-image',
    {
      schema: {
        tags: ['accounts'],
        querystring: z.object({ url: z.string().min(1).max(2000) }),
        response: { 200: binaryBody('image/*') },
      },
    },
    async (request, reply) => {
      const url = allowedAvatarUrl(request.query.url);
      if (!url) throw new BadRequestError(REFUSED);
      const image = await cache.get(url.href, () => fetchAvatar(url, fetchImpl));
      return reply
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'")
        .type(image.type)
        .send(image.body);
    },
  );
};
