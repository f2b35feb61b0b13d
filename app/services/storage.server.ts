import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { config } from "~/config.server";

/**
 * Where uploaded files live. Names are chosen by the app (never by the uploader) and must match
 * `STORED_NAME`, so a name from a URL can never point outside the store.
 */
export interface FileStorage {
  save(name: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
}

/** Letters, digits and dashes, one dot and a short extension: no slashes, no `..`. */
const STORED_NAME = /^[a-z0-9][a-z0-9-]{0,80}\.[a-z0-9]{1,5}$/;

function assertStoredName(name: string) {
  if (!STORED_NAME.test(name)) throw new Error(`Refusing an unsafe stored file name: ${JSON.stringify(name)}`);
}

/** The embedded default: files in one folder on local disk (`UPLOADS_DIR`, default data/uploads). */
export function localDiskStorage(dir: string): FileStorage {
  return {
    async save(name, bytes) {
      assertStoredName(name);
      await mkdir(dir, { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = path.join(dir, `.${name}.partial`);
      await writeFile(partial, bytes);
      await rename(partial, path.join(dir, name));
    },
    async read(name) {
      if (!STORED_NAME.test(name)) return null;
      try {
        return await readFile(path.join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(name) {
      assertStoredName(name);
      await rm(path.join(dir, name), { force: true });
    },
  };
}

let storage: FileStorage | undefined;

/** The app's file store (created on first use, after the configuration is read). */
export function fileStorage(): FileStorage {
  return (storage ??= localDiskStorage(config.uploadsDir));
}
