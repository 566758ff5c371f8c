import { mkdtempSync, readdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { storageKeyOf } from "@/server/services/files/files";
import { LocalDiskStorage } from "@/server/services/files/local-disk-storage";
import { S3Storage } from "@/server/services/files/s3-storage";
import { storeUpload, type UploadDeps } from "@/server/services/files/upload";
import { freshDatabase } from "../../helpers/db";
import { makeHauler } from "./world";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 1),
]);

async function* chunks(buf: Buffer, size = 7) {
  for (let i = 0; i < buf.length; i += size) yield new Uint8Array(buf.subarray(i, i + size));
}

async function text(stream: ReadableStream<Uint8Array> | null): Promise<string> {
  return stream ? Buffer.from(await new Response(stream).arrayBuffer()).toString() : "";
}

/** A local stand-in for S3 (PUT/GET object, path-style), checking each request is SigV4-signed. */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    if (!String(req.headers.authorization).startsWith("AWS4-HMAC-SHA256 Credential=test-key/")) {
      res.writeHead(403).end("unsigned");
      return;
    }
    const parts: Buffer[] = [];
    req.on("data", (c) => parts.push(c));
    req.on("end", () => {
      if (req.method === "PUT") {
        objects.set(req.url ?? "", Buffer.concat(parts));
        res.writeHead(200).end();
      } else {
        const obj = objects.get(req.url ?? "");
        if (obj) res.writeHead(200).end(obj);
        else res.writeHead(404).end();
      }
    });
  });
  return { server, objects };
}

describe("file storage and uploads", () => {
  let h: DbHandle;
  let deps: UploadDeps;
  beforeAll(async () => {
    h = await freshDatabase();
    const root = mkdtempSync(join(tmpdir(), "cc-files-"));
    deps = { storage: new LocalDiskStorage(join(root, "files")), maxBytes: 1024, tempDir: join(root, "tmp") };
  });
  afterAll(() => h.close());

  it("stores a PDF streamed in chunks, typed by content whatever its name, and reads it back", async () => {
    const hauler = await makeHauler(h.db);
    const file = await storeUpload(
      hauler.scope,
      { purpose: "licence_document", originalName: "alvará.jpg", body: chunks(PDF) },
      deps,
    );
    expect(file).toMatchObject({
      contentType: "application/pdf",
      sizeBytes: PDF.length,
      originalName: "alvará.jpg",
    });
    const key = await storageKeyOf(h.db, hauler.org.id, file.id);
    expect(key).toMatch(new RegExp(`^${hauler.org.id}/licence_document/.+\\.pdf$`));
    expect(await text(await deps.storage.get(key ?? ""))).toBe(PDF.toString());
    const other = await makeHauler(h.db);
    expect(await storageKeyOf(h.db, other.org.id, file.id)).toBeNull();
    await expect(other.caller.fleet.files.get({ id: file.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("refuses a renamed text file (415), a PDF as an inspection photo (415) and an oversized file (413)", async () => {
    const hauler = await makeHauler(h.db);
    const upload = (purpose: "licence_document" | "inspection_photo", body: Buffer) =>
      storeUpload(hauler.scope, { purpose, originalName: "x.pdf", body: chunks(body) }, deps);
    await expect(upload("licence_document", Buffer.from("nada de PDF aqui"))).rejects.toMatchObject({
      status: 415,
    });
    await expect(upload("inspection_photo", PDF)).rejects.toMatchObject({ status: 415 });
    await expect(upload("licence_document", Buffer.concat([PDF, Buffer.alloc(2000)]))).rejects.toMatchObject({
      status: 413,
      message: expect.stringContaining("limite"),
    });
    expect((await upload("inspection_photo", PNG)).contentType).toBe("image/png");
  });

  it("keeps a file name without NUL or half an emoji (it reaches text and the audit's JSON)", async () => {
    const hauler = await makeHauler(h.db);
    const long = `${"a".repeat(199)}🚛.pdf`; // a cut at 200 code units would split the emoji's pair
    for (const [originalName, kept] of [
      ["alvar\u0000á.pdf", "alvará.pdf"],
      ["\uD800licença.pdf", "licença.pdf"],
      [long, "a".repeat(199)],
    ]) {
      const file = await storeUpload(
        hauler.scope,
        { purpose: "licence_document", originalName: originalName ?? "", body: chunks(PDF) },
        deps,
      );
      expect(file.originalName).toBe(kept);
    }
  });

  it("a refused upload (wrong type, too big, empty) leaves nothing in the temp directory", async () => {
    const hauler = await makeHauler(h.db);
    const root = mkdtempSync(join(tmpdir(), "cc-files-"));
    const own = { ...deps, tempDir: join(root, "tmp") };
    const upload = (body: AsyncIterable<Uint8Array>) =>
      storeUpload(hauler.scope, { purpose: "licence_document", originalName: "x.pdf", body }, own);
    await expect(upload(chunks(Buffer.from("nada de PDF aqui, só texto comum")))).rejects.toMatchObject({
      status: 415,
    });
    await expect(upload(chunks(Buffer.concat([PDF, Buffer.alloc(2000)]), 600))).rejects.toMatchObject({
      status: 413,
    });
    await expect(upload(chunks(Buffer.alloc(0)))).rejects.toMatchObject({ status: 400 });
    await expect(upload(chunks(Buffer.from("nada")))).rejects.toMatchObject({ status: 415 });
    expect(readdirSync(own.tempDir)).toEqual([]);
  });

  it("a licence can only point at its own org's licence document", async () => {
    const a = await makeHauler(h.db);
    const b = await makeHauler(h.db);
    const file = await storeUpload(
      a.scope,
      { purpose: "licence_document", originalName: "a.pdf", body: chunks(PDF) },
      deps,
    );
    const input = {
      kind: "alvara_localizacao" as const,
      number: "ALV-9",
      municipalityId: "juiz-de-fora-mg",
      validFrom: "01/01/2025",
      validUntil: "31/12/2030",
      documentFileId: file.id,
    };
    await expect(b.caller.fleet.licences.create(input)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(a.caller.fleet.licences.create(input)).resolves.toMatchObject({ documentFileId: file.id });
  });

  it("the S3 driver PUTs and GETs signed requests against an S3-compatible endpoint", async () => {
    const { server, objects } = fakeS3();
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const port = (server.address() as { port: number }).port;
    try {
      const s3 = new S3Storage({
        endpoint: `http://127.0.0.1:${port}`,
        bucket: "cacambas",
        region: "us-east-1",
        accessKeyId: "test-key",
        secretAccessKey: "test-secret",
      });
      const hauler = await makeHauler(h.db);
      const file = await storeUpload(
        hauler.scope,
        { purpose: "licence_document", originalName: "a.pdf", body: chunks(PDF) },
        { ...deps, storage: s3 },
      );
      const key = (await storageKeyOf(h.db, hauler.org.id, file.id)) ?? "";
      expect([...objects.keys()]).toEqual([`/cacambas/${key}`]);
      expect(await text(await s3.get(key))).toBe(PDF.toString());
      expect(await s3.get("nao/existe.pdf")).toBeNull();
    } finally {
      server.close();
    }
  });
});
