import { readFile, unlink } from "node:fs/promises";
import { AwsClient } from "aws4fetch";
import type { FileStorage, S3Config } from "./storage";

/** S3-compatible bucket (AWS, MinIO, R2…), path-style URLs, SigV4 signed with aws4fetch. */
export class S3Storage implements FileStorage {
  readonly kind = "s3" as const;
  private readonly client: AwsClient;

  constructor(private readonly config: S3Config) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: "s3",
    });
  }

  private urlOf(key: string): string {
    const path = key.split("/").map(encodeURIComponent).join("/");
    return `${this.config.endpoint}/${encodeURIComponent(this.config.bucket)}/${path}`;
  }

  async putFromTempFile(
    key: string,
    tempPath: string,
    contentType: string,
    sizeBytes: number,
  ): Promise<void> {
    const body = await readFile(tempPath);
    const res = await this.client.fetch(this.urlOf(key), {
      method: "PUT",
      body,
      headers: { "content-type": contentType, "content-length": String(sizeBytes) },
    });
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text()}`);
    await unlink(tempPath);
  }

  async get(key: string): Promise<ReadableStream<Uint8Array> | null> {
    const res = await this.client.fetch(this.urlOf(key), { method: "GET" });
    if (res.status === 404) return null;
    if (!res.ok || !res.body) throw new Error(`S3 GET ${key} failed: ${res.status}`);
    return res.body;
  }
}
