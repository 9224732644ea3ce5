/** The embedded default: one folder on this machine (fine for one instance, not for several). */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  contentTypeOf,
  KeyExistsError,
  type PutOptions,
  type Storage,
  type StorageKey,
  type StoredObject,
} from './storage';

const errorCode = (err: unknown) => (err as { code?: string }).code;
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

export function createLocalStorage(dir: string): Storage {
  // Keys are checked when built (imageKey), so a key is always a folder and a plain file name.
  const fileOf = (key: StorageKey) => path.join(dir, ...key.split('/'));

  async function exists(key: StorageKey): Promise<boolean> {
    try {
      return (await stat(fileOf(key))).isFile();
    } catch (err) {
      if (MISSING.has(errorCode(err) ?? '')) return false;
      throw err;
    }
  }

  /** Publishes a complete temp file under its name: readers never see a half-written image. */
  async function publish(key: StorageKey, temp: string, overwrite: boolean) {
    const target = fileOf(key);
    if (overwrite) return rename(temp, target);
    try {
      // A hard link fails if the name is taken, so two writers cannot replace each other.
      await link(temp, target);
    } catch (err) {
      if (errorCode(err) === 'EEXIST') throw new KeyExistsError(key);
      if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP'].includes(errorCode(err) ?? '')) throw err;
      // A filesystem without hard links: check, then rename (a rare race, never a torn file).
      if (await exists(key)) throw new KeyExistsError(key);
      await rename(temp, target);
    }
  }

  return {
    driver: 'local',

    async put(key: StorageKey, data: Buffer, { overwrite = false }: PutOptions) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = path.join(
        path.dirname(target),
        `.${path.basename(target)}.${randomBytes(4).toString('hex')}.tmp`,
      );
      await writeFile(temp, data);
      try {
        await publish(key, temp, overwrite);
      } finally {
        await rm(temp, { force: true });
      }
    },

    async get(key: StorageKey): Promise<StoredObject | null> {
      try {
        const file = fileOf(key);
        const [data, info] = await Promise.all([readFile(file), stat(file)]);
        return {
          data,
          size: data.length,
          contentType: contentTypeOf(key),
          etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        };
      } catch (err) {
        if (MISSING.has(errorCode(err) ?? '')) return null;
        throw err;
      }
    },

    exists,

    async delete(key: StorageKey) {
      await rm(fileOf(key), { force: true });
    },

    publicUrl: () => undefined,
    close: () => {},
  };
}
