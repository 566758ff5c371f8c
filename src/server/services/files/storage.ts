import { join } from "node:path";
import { LocalDiskStorage } from "./local-disk-storage";
import { S3Storage } from "./s3-storage";

/** Where file bytes live. Metadata (owner org, type, size, hash) is in `stored_files`. */
export interface FileStorage {
  readonly kind: "local" | "s3";
  /** Moves a finished temporary file (already size-checked and sniffed) under `key`. */
  putFromTempFile(key: string, tempPath: string, contentType: string, sizeBytes: number): Promise<void>;
  /** The bytes as a web stream, or null when the key is unknown. */
  get(key: string): Promise<ReadableStream<Uint8Array> | null>;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export function s3ConfigFromEnv(env: NodeJS.ProcessEnv): S3Config | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: S3_ENDPOINT.replace(/\/+$/, ""),
    bucket: S3_BUCKET,
    region: env.S3_REGION ?? "us-east-1",
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  };
}

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATA_DIR ?? join(process.cwd(), ".data");
}

/** Local disk under `DATA_DIR/files` unless the `S3_*` variables name an S3-compatible bucket. */
export function storageFromEnv(env: NodeJS.ProcessEnv = process.env): FileStorage {
  const s3 = s3ConfigFromEnv(env);
  return s3 ? new S3Storage(s3) : new LocalDiskStorage(join(dataDir(env), "files"));
}

/** Largest accepted upload, `FILE_MAX_BYTES` (default 10 MiB). */
export function maxUploadBytes(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.FILE_MAX_BYTES);
  return Number.isFinite(n) && n > 0 ? n : 10 * 1024 * 1024;
}
