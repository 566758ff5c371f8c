import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseByteRange } from "@/server/http/byte-range";
import { pmtilesResponse } from "@/server/maps/pmtiles-file";
import { pmtilesStyle } from "@/server/maps/pmtiles-style";

describe("the app's own PMTiles archive", () => {
  it("parses one bytes= range; the whole file for none or several; unsatisfiable past the end", () => {
    expect(parseByteRange(null, 100)).toBeNull();
    expect(parseByteRange("bytes=0-15", 100)).toEqual({ start: 0, end: 15 });
    expect(parseByteRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange("bytes=90-500", 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange("bytes=-500", 100)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=-0", 100)).toBe("unsatisfiable");
    expect(parseByteRange("bytes=0-1,5-9", 100)).toBeNull();
    expect(parseByteRange("items=0-1", 100)).toBeNull();
    expect(parseByteRange("bytes=9-2", 100)).toBeNull();
    expect(parseByteRange(`bytes=${"9".repeat(400)}-`, 100)).toBe("unsatisfiable");
  });

  it("serves the file by range (206 + Content-Range), whole (200), 416 past its end, 404 unconfigured", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cc-pmtiles-"));
    const file = join(dir, "jf.pmtiles");
    const bytes = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256));
    writeFileSync(file, bytes);
    const get = (range?: string, method = "GET") =>
      pmtilesResponse(
        new Request("http://x/api/mapa/pmtiles", { method, headers: range ? { range } : {} }),
        file,
      );
    const part = await get("bytes=10-19");
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 10-19/300");
    expect(part.headers.get("accept-ranges")).toBe("bytes");
    expect(part.headers.get("etag")).toMatch(/^"12c-/);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(10, 20));
    const whole = await get();
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBe(300);
    const head = await get("bytes=0-126", "HEAD");
    expect([head.status, head.headers.get("content-length"), await head.text()]).toEqual([206, "127", ""]);
    const past = await get("bytes=300-");
    expect([past.status, past.headers.get("content-range")]).toEqual([416, "bytes */300"]);
    const none = await pmtilesResponse(new Request("http://x/"), undefined);
    expect(none.status).toBe(404);
    expect((await none.json()).message).toContain("MAP_PMTILES_FILE");
    expect((await pmtilesResponse(new Request("http://x/"), join(dir, "nao-existe.pmtiles"))).status).toBe(
      404,
    );
  });

  it("the street style over it: streets drawn; names and icons only with glyphs and a sprite", () => {
    const bare = pmtilesStyle({});
    expect(bare.sources.protomaps).toMatchObject({ type: "vector", url: "pmtiles:///api/mapa/pmtiles" });
    expect(JSON.stringify(bare.sources.protomaps)).toContain("OpenStreetMap");
    expect(bare.glyphs).toBeUndefined();
    expect(bare.layers.some((l) => l.id.startsWith("roads"))).toBe(true);
    expect(bare.layers.some((l) => l.type === "symbol")).toBe(false);
    const named = pmtilesStyle({ glyphsUrl: "/fontes/{fontstack}/{range}.pbf" });
    expect(named.glyphs).toBe("/fontes/{fontstack}/{range}.pbf");
    expect(named.layers.some((l) => l.type === "symbol")).toBe(true);
  });
});
