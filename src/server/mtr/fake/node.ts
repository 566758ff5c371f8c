import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { MtrSystem } from "@/domain/mtr";
import { createFakeMtr, type FakeMtr } from "./handler";
import type { FakeRegistry, FakeRequest, FakeResponse } from "./types";

/** The path of a request, `..` resolved as the app's router resolves it ("/" when it does not parse). */
function pathOf(url: string): string {
  try {
    return new URL(url, "http://localhost").pathname;
  } catch {
    return "/";
  }
}

/**
 * Serves the fake for a Node request under `prefix`; false when the path is not the fake's. `guard`
 * decides who may use it (see `FakeRequest.guard`). Every request is answered: one the fake cannot
 * handle gets a 500, never a socket left open.
 */
export function fakeMtrNodeHandler(
  fake: FakeMtr,
  prefix: string,
  guard?: (req: IncomingMessage) => FakeRequest["guard"],
) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = pathOf(req.url ?? "/");
    if (path !== prefix && !path.startsWith(`${prefix}/`)) return false;
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => {
      if (body.length < 1_000_000) body += c;
    });
    req.on("end", () => {
      const answer = (a: FakeResponse) => {
        if (res.destroyed || res.headersSent) return;
        res.writeHead(a.status, { "content-type": a.contentType });
        res.end(a.body);
      };
      fake
        .handle({
          method: req.method ?? "GET",
          path: path.slice(prefix.length) || "/",
          headers: req.headers,
          body,
          remoteAddress: req.socket.remoteAddress ?? "",
          guard: guard?.(req),
        })
        .then(answer, (error: unknown) => {
          console.error(error);
          answer({
            status: 500,
            contentType: "application/json; charset=utf-8",
            body: JSON.stringify({
              erro: true,
              mensagem: "Erro interno do simulador de MTR.",
              objetoResposta: null,
            }),
          });
        });
    });
    return true;
  };
}

/** The fake on its own port (tests, or several app processes sharing one fake); `registry` names the parties. */
export async function startFakeMtrServer(port = 0, host = "127.0.0.1", registry?: FakeRegistry) {
  const fake = createFakeMtr(undefined, registry);
  const handler = fakeMtrNodeHandler(fake, "");
  const server = createServer((req, res) => {
    if (!handler(req, res)) {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    fake,
    url,
    baseUrl: (system: MtrSystem) => `${url}/${system}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
