import type { ServerResponse } from "node:http";
import { sendJson } from "./node-body";

/** What a person or client is told when an address cannot name anything here. */
export const BAD_ADDRESS = "Endereço inválido: confira o link ou digite o endereço de novo.";

/**
 * Whether every segment of a request path decodes to text a route can use: valid UTF-8 percent-encoding
 * (`%FF%FE`, a lone surrogate `%ED%A0%80` do not) and no NUL or other control character, which
 * PostgreSQL refuses in text. Next and the route handlers decode segments themselves and fail with
 * a 500 on such input; the custom server refuses it first.
 */
export function isReadablePath(path: string): boolean {
  for (const segment of path.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    if (/[\u0000-\u001f\u007f]/.test(decoded)) return false;
  }
  return true;
}

const PAGE = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Endereço inválido — Caçamba Certa</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>Endereço inválido</h1><p>${BAD_ADDRESS}</p><p><a href="/">Ir para o início</a></p></body></html>`;

/** 400 for an unreadable path: JSON for the API, a small pt-BR page for a person. */
export function refuseUnreadablePath(res: ServerResponse, kind: "api" | "page" | "asset"): void {
  if (kind === "api") {
    sendJson(res, 400, { message: BAD_ADDRESS });
    return;
  }
  res.writeHead(400, { "content-type": "text/html; charset=utf-8" });
  res.end(PAGE);
}
