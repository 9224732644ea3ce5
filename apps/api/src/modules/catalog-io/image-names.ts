/**
 * Where an Image Src leads: one of this shop's stored files (our export writes their absolute
 * URLs), kept by name, or an address elsewhere, fetched once and stored under a name made from
 * the address, so importing the same file again finds the image already there.
 */
import { createHash } from 'node:crypto';
import { OWN_IMAGE_PATH } from './csv-columns';
import { publicAddressProblem } from './public-address';

export type ImageSource =
  { kind: 'own'; fileName: string } | { kind: 'remote'; fileName: string; url: URL };

export function imageSource(
  src: string,
  handle: string,
  ownOrigins: string[],
): ImageSource | { problem: string } {
  let url: URL;
  try {
    url = new URL(src, ownOrigins[0]);
  } catch {
    return { problem: `Image Src "${src.slice(0, 80)}" is not an address` };
  }
  const own = OWN_IMAGE_PATH.exec(url.pathname);
  if (own && (ownOrigins.includes(url.origin) || src.startsWith('/')))
    return { kind: 'own', fileName: own[1]! };
  const problem = publicAddressProblem(url);
  if (problem) return { problem: `Image Src ${url.href.slice(0, 80)}: ${problem}` };
  const hash = createHash('sha256').update(url.href).digest('hex').slice(0, 16);
  return { kind: 'remote', fileName: `${handle.slice(0, 40)}-i${hash}.webp`, url };
}
