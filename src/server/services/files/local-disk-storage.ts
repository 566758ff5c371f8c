import { createReadStream } from "node:fs";
import { copyFile, mkdir, rename, stat, unlink } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import type { FileStorage } from "./storage";

export class LocalDiskStorage implements FileStorage {
  readonly kind = "local" as const;
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(resolve(this.root) + sep)) throw new Error(`storage key escapes root: ${key}`);
    return path;
  }

  async putFromTempFile(key: string, tempPath: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(tempPath, target);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EXDEV") throw e;
      await copyFile(tempPath, target);
      await unlink(tempPath);
    }
  }

  async get(key: string): Promise<ReadableStream<Uint8Array> | null> {
    const path = this.pathOf(key);
    const found = await stat(path).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!found) return null;
    return Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>;
  }
}
