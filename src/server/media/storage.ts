/**
 * Media storage behind one small interface: put, get and delete bytes by key. The local folder
 * (MEDIA_DIR, default `data/media/`) is the default; an object store implements the same three
 * calls (S3: s3.ts; which one runs: from-env.ts). Keys are relative paths of lowercase letters,
 * digits and `-_./` and never climb out. Large files (gallery videos) are stored from their file on
 * disk with `putFile`, never read into memory whole. A store that can sign download URLs also offers
 * `signedUrl`: private media are then answered with a redirect to it instead of their bytes.
 */
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** What a signed download URL answers with. */
export interface SignedUrlOptions {
  /** Lifetime in seconds (default: the storage's own, S3_SIGNED_URL_SECONDS). */
  seconds?: number;
  /** Content-Type of the download (default: the one stored with the bytes). */
  contentType?: string;
}

/** Where media bytes live. */
export interface MediaStorage {
  /** Store `data` under `key`, replacing what was there. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** The bytes under `key`, or undefined when there are none. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Remove `key` (nothing happens when it is absent). */
  delete(key: string): Promise<void>;
  /** Store the file at `path` under `key` without reading it into memory (default: read it, then `put`). */
  putFile?(key: string, path: string): Promise<void>;
  /** The size in bytes of `key`, or undefined when it is absent (default: `get` it and count). */
  size?(key: string): Promise<number | undefined>;
  /** A short-lived URL that downloads `key` straight from the store, private and uncached (stores that can sign only). */
  signedUrl?(key: string, options?: SignedUrlOptions): Promise<string>;
  /** The origin of every signed URL (pages allow it for images and video); set with `signedUrl`. */
  readonly signedUrlOrigin?: string;
}

const KEY = /^[a-z0-9_-]+(?:[./][a-z0-9_-]+)*$/;

/** Store the file at `path` under `key`, streamed where the storage can. */
export async function storeFile(media: MediaStorage, key: string, path: string): Promise<void> {
  if (media.putFile) await media.putFile(key, path);
  else await media.put(key, await readFile(path));
}

/** The size in bytes of `key`, or undefined when it is absent. */
export async function storedSize(media: MediaStorage, key: string): Promise<number | undefined> {
  if (media.size) return media.size(key);
  return (await media.get(key))?.length;
}

/** Refuse keys that could name a file outside the storage root. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) throw new Error(`invalid media key: ${key}`);
  return key;
}

/** Storage in a local folder; writes go to a temporary file first, so a reader never sees half a file. */
export function localStorage(root: string = process.env.MEDIA_DIR ?? 'data/media'): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string) => join(base, checkKey(key));
  let counter = 0;
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${process.pid}.${++counter}.tmp`;
      await writeFile(temp, data);
      await rename(temp, path);
    },
    async putFile(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${process.pid}.${++counter}.tmp`;
      await copyFile(source, temp);
      await rename(temp, path);
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Storage in memory (tests and benchmarks). */
export function memoryStorage(): MediaStorage & { keys(): string[] } {
  const files = new Map<string, Uint8Array>();
  return {
    put: (key, data) => {
      files.set(checkKey(key), data);
      return Promise.resolve();
    },
    get: (key) => Promise.resolve(files.get(checkKey(key))),
    delete: (key) => {
      files.delete(checkKey(key));
      return Promise.resolve();
    },
    keys: () => [...files.keys()].sort(),
  };
}
