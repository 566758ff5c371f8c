import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { parseByteRange } from "@/server/http/byte-range";

const NOT_CONFIGURED =
  "Este servidor não tem mapa próprio: defina MAP_PMTILES_FILE com o caminho de um arquivo .pmtiles.";

function json(status: number, message: string, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify({ message }), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", ...headers },
  });
}

/**
 * The PMTiles archive at `MAP_PMTILES_FILE`, served with HTTP Range (PMTiles readers fetch the header,
 * directories and each tile as byte ranges): 206 with `Content-Range` for a range, 200 for the whole
 * file, 416 past its end. The ETag lets the reader notice when the archive is replaced under it.
 */
export async function pmtilesResponse(request: Request, file: string | undefined): Promise<Response> {
  if (!file?.trim()) return json(404, NOT_CONFIGURED);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile())
    return json(404, "O arquivo de mapa (MAP_PMTILES_FILE) não foi encontrado no servidor.");
  const size = info.size;
  const common = {
    "accept-ranges": "bytes",
    "content-type": "application/vnd.pmtiles",
    etag: `"${size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
    "cache-control": "public, max-age=3600",
  };
  const range = parseByteRange(request.headers.get("range"), size);
  if (range === "unsatisfiable") {
    return json(416, "Trecho fora do arquivo de mapa.", { "content-range": `bytes */${size}` });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const length = size === 0 ? 0 : end - start + 1;
  const headers = {
    ...common,
    "content-length": String(length),
    ...(range ? { "content-range": `bytes ${start}-${end}/${size}` } : {}),
  };
  const status = range ? 206 : 200;
  if (request.method === "HEAD" || length === 0) return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}
