import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { MtrSystem } from "@/domain/mtr";
import { createFakeMtr, type FakeMtr } from "./handler";

/** Serves the fake for a Node request under `prefix`; false when the path is not the fake's. */
export function fakeMtrNodeHandler(fake: FakeMtr, prefix: string) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? "/";
    if (url !== prefix && !url.startsWith(`${prefix}/`)) return false;
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => {
      if (body.length < 1_000_000) body += c;
    });
    req.on("end", () => {
      void fake
        .handle({
          method: req.method ?? "GET",
          path: url.slice(prefix.length).split("?")[0] ?? "/",
          headers: req.headers,
          body,
          remoteAddress: req.socket.remoteAddress ?? "",
        })
        .then((answer) => {
          if (res.destroyed) return;
          res.writeHead(answer.status, { "content-type": answer.contentType });
          res.end(answer.body);
        });
    });
    return true;
  };
}

/** The fake on its own port (tests, or several app processes sharing one fake). */
export async function startFakeMtrServer(port = 0, host = "127.0.0.1") {
  const fake = createFakeMtr();
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
