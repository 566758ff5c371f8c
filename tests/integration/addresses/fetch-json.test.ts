import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchJson } from "@/server/services/addresses/fetch-json";

/** A service that redirects, and the place it redirects to (which must never be asked). */
let service: Server;
let elsewhere: Server;
let elsewhereHits = 0;
const urlOf = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;

beforeAll(async () => {
  elsewhere = createServer((_req, res) => {
    elsewhereHits++;
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ cep: "36010000", secret: "interno" }));
  });
  await new Promise<void>((r) => elsewhere.listen(0, "127.0.0.1", r));
  service = createServer((req, res) => {
    if (req.url?.startsWith("/ok")) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ cep: "36010000" }));
      return;
    }
    res.writeHead(302, { location: `${urlOf(elsewhere)}/metadata` });
    res.end();
  });
  await new Promise<void>((r) => service.listen(0, "127.0.0.1", r));
});
afterAll(async () => {
  await new Promise((r) => service.close(r));
  await new Promise((r) => elsewhere.close(r));
});

describe("an outside service's JSON", () => {
  it("is read from the service itself", async () => {
    expect(await fetchJson(`${urlOf(service)}/ok`, {})).toEqual({ status: 200, body: { cep: "36010000" } });
  });

  it("is not followed through a redirect: the answer is unreadable (null) and the target is never asked", async () => {
    expect(await fetchJson(`${urlOf(service)}/ws/36010000/json/`, {})).toBeNull();
    expect(elsewhereHits).toBe(0);
  });
});
