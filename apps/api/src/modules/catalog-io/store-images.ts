/**
 * The images a batch adds, made ready before its transaction: our own files are kept by name
 * (their size read from a row that has them, or the file); others are fetched under the address
 * rules (public-address.ts), re-encoded to WebP and stored. A failure skips that image only.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { productImages } from '../../db/schema';
import { imageKey, type Storage } from '../../integrations/storage';
import { sniffImage, toWebp } from '../../lib/uploaded-images';
import type { StoredImage } from './apply-batch';
import type { PlannedImage } from './plan-product';
import { checkResolvesPublic } from './public-address';

const MAX_BYTES = 10 * 1024 * 1024;
const TIMEOUT_MS = 10_000;
/** As product uploads are kept (admin product images). */
const PRODUCT_IMAGE_WIDTH = 1600;

export type ImageDeps = { db: Db; storage: Storage; fetchImpl: typeof fetch };

class ImageProblem extends Error {}

async function download(url: URL, fetchImpl: typeof fetch): Promise<Buffer> {
  const refused = await checkResolvesPublic(url);
  if (refused) throw new ImageProblem(refused);
  const response = await fetchImpl(url, {
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch(() => {
    throw new ImageProblem('it could not be fetched');
  });
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (response.status !== 200) throw new ImageProblem(`the address answered ${response.status}`);
  if (!/^image\/(png|jpeg|webp|gif)$/.test(type))
    throw new ImageProblem('it is not a JPEG, PNG, WebP or GIF image');
  if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES || !response.body)
    throw new ImageProblem('it is larger than 10 MB');
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > MAX_BYTES) throw new ImageProblem('it is larger than 10 MB');
      chunks.push(Buffer.from(chunk));
    }
  } catch (err) {
    throw err instanceof ImageProblem ? err : new ImageProblem('it could not be fetched');
  }
  return Buffer.concat(chunks);
}

async function storeRemote(deps: ImageDeps, image: Extract<PlannedImage, { kind: 'remote' }>) {
  const key = imageKey('products', image.fileName);
  // Another product of this file (or an earlier, interrupted import) may have stored it already.
  const stored = await deps.storage.get(key);
  if (stored) return sizeOf(stored.data);
  const bytes = await download(image.url, deps.fetchImpl);
  if (!sniffImage(bytes)) throw new ImageProblem('it is not a JPEG, PNG, WebP or GIF image');
  const webp = await toWebp(bytes, PRODUCT_IMAGE_WIDTH).catch(() => {
    throw new ImageProblem('it could not be read as an image');
  });
  await deps.storage.put(key, webp.data, { contentType: 'image/webp', overwrite: true });
  return { width: webp.width, height: webp.height };
}

async function sizeOf(data: Buffer) {
  const meta = await sharp(data)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw new ImageProblem('the stored file is not an image');
  return { width: meta.width, height: meta.height };
}

async function ownSize(deps: ImageDeps, fileName: string) {
  const [row] = await deps.db
    .select({ width: productImages.width, height: productImages.height })
    .from(productImages)
    .where(eq(productImages.fileName, fileName))
    .limit(1);
  if (row) return row;
  const stored = await deps.storage.get(imageKey('products', fileName));
  if (!stored) throw new ImageProblem(`${fileName} is not among this shop's images`);
  return sizeOf(stored.data);
}

/** The planned images made ready to insert, and a warning per image skipped. */
export async function prepareImages(deps: ImageDeps, planned: PlannedImage[]) {
  const ready: StoredImage[] = [];
  const warnings: string[] = [];
  for (const image of planned) {
    try {
      const size =
        image.kind === 'own' ? await ownSize(deps, image.fileName) : await storeRemote(deps, image);
      ready.push({ fileName: image.fileName, alt: image.alt, ...size });
    } catch (err) {
      if (!(err instanceof ImageProblem)) throw err;
      warnings.push(`Line ${image.line}: the image is skipped: ${err.message}`);
    }
  }
  return { ready, warnings };
}
