import { existsSync, readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import type postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { LINGER_BYTES } from "@/server/http/edge";
import { signInOverHttp } from "./helpers/http-session";
import { type ServerOnOwnDatabase, startServerOnOwnDatabase } from "./helpers/own-database";
import type { RunningServer } from "./helpers/server";

/**
 * Bodies far over their limit, against the real server: refused at once by Content-Length, and when the
 * body comes chunked (no length), refused once the limit is passed, without the server holding the body
 * (its RSS, sampled while sending, grows far less than the body) and with no temp file left behind; a
 * client that will not stop sending is disconnected soon after the answer.
 */
const MB = 1024 * 1024;
const HUGE = 300 * MB;
const CHUNK = Buffer.alloc(64 * 1024, 0x61);

/**
 * The most of a client's body the kernel can hold on loopback: its send buffer and the server's
 * receive buffer at their largest (`tcp_wmem`, `tcp_rmem`; 4 + 32 MB on these VMs, 4 + 6 MB by
 * Debian's default). A busy server leaves that much unread while the client's writes succeed.
 */
function socketBuffers(): number {
  const largest = (name: string) =>
    Number(readFileSync(`/proc/sys/net/ipv4/${name}`, "utf8").trim().split(/\s+/)[2]);
  return largest("tcp_wmem") + largest("tcp_rmem");
}

/**
 * What a client may have sent when it sees the refusal of a body over `limit`: the limit, what the
 * server reads and throws away after answering (`LINGER_BYTES`), and what the sockets hold, plus a
 * chunk. Far under the 300 MB sent otherwise.
 */
const answeredOnceOver = (limit: number) => limit + LINGER_BYTES + socketBuffers() + CHUNK.length;

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

interface Sent {
  status: number;
  body: string;
  sent: number;
}

/**
 * POSTs `total` bytes (after `head`) chunked, or with `declared` as Content-Length (then only `total` of
 * them are sent), and stops once answered, as a browser reading the answer does.
 */
function send(
  base: string,
  path: string,
  opts: { headers?: Record<string, string>; head?: string; total: number; declared?: number },
): Promise<Sent> {
  return new Promise((resolve) => {
    let sent = 0;
    let done = false;
    let answered = false;
    const finish = (status: number, body: string) => {
      if (done) return;
      done = true;
      req.destroy();
      resolve({ status, body, sent });
    };
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.declared !== undefined) headers["content-length"] = String(opts.declared);
    const req = request(`${base}${path}`, { method: "POST", headers });
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (body += d));
      res.on("end", () => finish(res.statusCode ?? 0, body));
      res.on("error", () => finish(res.statusCode ?? 0, body));
    });
    req.on("error", (e) => finish(0, String(e)));
    if (opts.head) {
      req.write(opts.head);
      sent += Buffer.byteLength(opts.head);
    }
    // One chunk per turn of the event loop, as a browser sends: a loop of writes the kernel keeps
    // taking keeps the answer out as long as it takes them (one CI run had sent 40 MB before its 413).
    const pump = () => {
      if (answered) return;
      if (sent >= opts.total) {
        // With a declared length, wait for the answer instead of ending short.
        if (opts.declared === undefined) req.end();
        return;
      }
      sent += CHUNK.length;
      if (req.write(CHUNK)) setImmediate(pump);
      else req.once("drain", pump);
    };
    pump();
  });
}

/**
 * A client that does not stop: a raw chunked POST that goes on sending whatever the server answers,
 * and keeps its half of the connection open after the server's FIN (until the server read on for
 * its last second, such a client got all 300 MB in).
 */
function sendRegardless(
  base: string,
  path: string,
  headers: string,
  total: number,
): Promise<{ status: number; sent: number; cut: boolean }> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const socket = connect({ port: Number(url.port), host: url.hostname, allowHalfOpen: true });
    let sent = 0;
    let answer = "";
    let done = false;
    const finish = (cut: boolean) => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 0), sent, cut });
    };
    socket.on("data", (d) => (answer += d.toString("latin1")));
    socket.on("close", () => finish(true));
    socket.on("error", () => finish(true));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nTransfer-Encoding: chunked\r\n${headers}\r\n`,
    );
    const frame = Buffer.concat([
      Buffer.from(`${CHUNK.length.toString(16)}\r\n`),
      CHUNK,
      Buffer.from("\r\n"),
    ]);
    const pump = () => {
      while (!done && sent < total) {
        sent += CHUNK.length;
        if (!socket.write(frame)) {
          socket.once("drain", pump);
          return;
        }
      }
      if (!done) socket.end("0\r\n\r\n", () => setTimeout(() => finish(false), 2_000));
    };
    pump();
  });
}

const multipart = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="code"\r\n\r\nx\r\n--${boundary}\r\n` +
  `Content-Disposition: form-data; name="photo"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`;

describe("upload limits on the real server", () => {
  let server: RunningServer;
  let own: ServerOnOwnDatabase;
  let sql: postgres.Sql;
  let cookie: () => string;

  beforeAll(async () => {
    own = await startServerOnOwnDatabase();
    ({ server, sql } = own);
    cookie = (await signInOverHttp(server.url, "admin@demo.cacambacerta.com.br", DEMO_PASSWORD)).cookie;
  });
  afterAll(async () => {
    await own?.close();
  });

  it("a declared Content-Length over the limit is refused at once (413, pt-BR), before the body is sent", async () => {
    const denuncia = await send(server.url, "/api/city/denuncias", {
      headers: { "content-type": "multipart/form-data; boundary=b" },
      head: multipart("b"),
      total: MB,
      declared: HUGE,
    });
    expect(denuncia.status).toBe(413);
    expect(JSON.parse(denuncia.body).message).toBe("Foto grande demais: o limite é 5 MB.");
    const upload = await send(server.url, "/api/files?purpose=licence_document&name=a.pdf", {
      headers: { cookie: cookie() },
      total: MB,
      declared: HUGE,
    });
    expect(upload.status).toBe(413);
    expect(JSON.parse(upload.body).message).toMatch(/^Arquivo grande demais: o limite é 10 MB\.$/);
  });

  it("a chunked 300 MB report is refused after its 5 MB, and the server's memory does not grow by it", async () => {
    const pid = server.process.pid ?? 0;
    const baseline = rssOf(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 50);
    const boundaries = ["b1", "b2", "b3"];
    // Three at once, as the stranger did (1.2 → 3.3 GB before).
    const results = await Promise.all(
      boundaries.map((b) =>
        send(server.url, "/api/city/denuncias", {
          headers: { "content-type": `multipart/form-data; boundary=${b}` },
          head: multipart(b),
          total: HUGE,
        }),
      ),
    );
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(pid));
    for (const r of results) {
      expect(r.status).toBe(413);
      expect(JSON.parse(r.body).message).toBe("Foto grande demais: o limite é 5 MB.");
      // The answer came once the limit was passed, not at the body's end.
      expect(r.sent).toBeLessThan(answeredOnceOver(5 * MB));
    }
    console.log(
      `3 × chunked 300 MB reports: RSS ${Math.round(baseline / MB)} → peak ${Math.round(peak / MB)} MB; ` +
        `sent ${results.map((r) => Math.round(r.sent / MB)).join(", ")} MB before the 413`,
    );
    expect(peak - baseline).toBeLessThan(150 * MB);
    const [reports] = await sql`select count(*)::int as n from citizen_reports`;
    expect(reports?.n).toBe(0);
  });

  it("every other route that reads a body stops a chunked body at its limit (413)", async () => {
    const routes: [string, Record<string, string>][] = [
      ["/api/files?purpose=licence_document&name=a.pdf", { cookie: cookie() }],
      ["/api/city/fotos?name=f.png", { cookie: cookie() }],
      ["/api/cadastro/documentos?name=a.pdf", { cookie: cookie() }],
      ["/api/fleet/import/trucks?commit=1", { cookie: cookie(), "content-type": "text/csv" }],
      ["/api/trpc/fleet.createTruck", { cookie: cookie(), "content-type": "application/json" }],
      ["/api/auth/callback/credentials", { "content-type": "application/x-www-form-urlencoded" }],
      ["/api/webhooks/stripe", { "content-type": "application/json", "stripe-signature": "t=1,v1=x" }],
    ];
    const pdf = "%PDF-1.4\n";
    const outcome: Record<string, [number, boolean]> = {};
    for (const [path, headers] of routes) {
      const r = await send(server.url, path, { headers, head: pdf, total: HUGE });
      // The largest of these limits is the file upload's 10 MB.
      outcome[path] = [r.status, r.sent < answeredOnceOver(10 * MB)];
    }
    // /api/city/fotos and /api/cadastro/documentos: the admin is refused (403) before a byte is read.
    expect(outcome).toEqual({
      "/api/files?purpose=licence_document&name=a.pdf": [413, true],
      "/api/city/fotos?name=f.png": [403, true],
      "/api/cadastro/documentos?name=a.pdf": [403, true],
      "/api/fleet/import/trucks?commit=1": [413, true],
      "/api/trpc/fleet.createTruck": [413, true],
      "/api/auth/callback/credentials": [413, true],
      "/api/webhooks/stripe": [413, true],
    });
    const tmp = join(server.dataDir, "tmp");
    expect(existsSync(tmp) ? readdirSync(tmp) : []).toEqual([]);
  });

  it(`a client that ignores the 413 and goes on sending is cut off ${LINGER_BYTES / MB} MB later`, async () => {
    const r = await sendRegardless(
      server.url,
      "/api/city/denuncias",
      "Content-Type: multipart/form-data; boundary=b\r\n",
      HUGE,
    );
    console.log(`a client that will not stop: cut off after sending ${Math.round(r.sent / MB)} MB`);
    expect(r.status).toBe(413);
    expect(r.cut).toBe(true);
    // It stops being read when it is cut: what it got in is what a refused client may send.
    expect(r.sent).toBeLessThan(answeredOnceOver(5 * MB));
    // The same connection pool still works afterwards.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
