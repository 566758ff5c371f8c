import { describe, expect, it } from "vitest";
import { BodyTooLarge, readBytesLimited, readFormLimited, withLimitedBody } from "@/server/http/body-limit";

const CHUNK = 64 * 1024;
const LIMIT = 1024 * 1024;

/** An endless body in 64 KB chunks that counts what was pulled from it and whether it was cancelled. */
function endlessBody() {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      seen.pulled += CHUNK;
      controller.enqueue(new Uint8Array(CHUNK));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

const post = (body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request("http://localhost/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("request bodies with a byte limit", () => {
  it("a chunked body far over the limit stops being read after the limit plus a chunk", async () => {
    const { stream, seen } = endlessBody();
    await expect(readBytesLimited(post(stream), LIMIT, "Foto grande demais.")).rejects.toMatchObject({
      status: 413,
      message: "Foto grande demais.",
    });
    // The request's own stream may have pulled one chunk ahead.
    expect(seen.pulled).toBeLessThanOrEqual(LIMIT + 2 * CHUNK);
    const stoppedAt = seen.pulled;
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.pulled).toBe(stoppedAt);
    // Not cancelled: that would destroy the socket before the 413 is written (see limitedBody).
    expect(seen.cancelled).toBe(false);
  });

  it("a declared Content-Length over the limit is refused before a byte is read", async () => {
    const { stream, seen } = endlessBody();
    const req = post(stream, { "content-length": String(300 * 1024 * 1024) });
    await expect(readBytesLimited(req, LIMIT)).rejects.toBeInstanceOf(BodyTooLarge);
    expect(seen.pulled).toBeLessThanOrEqual(CHUNK);
  });

  it("a body within the limit arrives whole; a form is parsed", async () => {
    const bytes = Buffer.alloc(LIMIT, "caçamba");
    expect(Buffer.from(await readBytesLimited(post(bytes), LIMIT)).equals(bytes)).toBe(true);
    const form = new FormData();
    form.set("code", "abc");
    form.set("photo", new Blob([new Uint8Array(10)], { type: "image/png" }), "f.png");
    const multipart = new Request("http://localhost/x", { method: "POST", body: form });
    const parsed = await readFormLimited(multipart, LIMIT);
    expect(parsed.get("code")).toBe("abc");
    expect((parsed.get("photo") as File).size).toBe(10);
  });

  it("tRPC and Auth.js get the same request, or a 413 in pt-BR", async () => {
    const ok = await withLimitedBody(post('{"json":1}', { "content-type": "application/json" }), LIMIT);
    expect(ok).toBeInstanceOf(Request);
    expect(await (ok as Request).json()).toEqual({ json: 1 });
    const { stream } = endlessBody();
    const refused = (await withLimitedBody(post(stream), LIMIT)) as Response;
    expect(refused.status).toBe(413);
    expect((await refused.json()).message).toMatch(/grande demais: o limite é 1 MB/);
  });
});
