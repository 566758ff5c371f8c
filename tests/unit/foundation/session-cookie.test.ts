import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionClaimsFrom, usesSecureCookie } from "@/server/auth/session-claims";

const PLAIN = "authjs.session-token";
const SECURE = "__Secure-authjs.session-token";
const secret = "segredo-de-teste-com-mais-de-32-caracteres";

const request = (proto: "http" | "https", cookie: string) =>
  new Headers({ "x-forwarded-proto": proto, cookie });

describe("session cookie: the name Auth.js uses for the protocol, decrypted under that name", () => {
  // Unit files share their worker (vitest.config.ts): the environment is given back as it was.
  const saved = { ...process.env };
  afterAll(() => {
    process.env = { ...saved };
  });
  beforeAll(() => {
    process.env.AUTH_SECRET = secret;
    delete process.env.AUTH_URL;
    delete process.env.NEXTAUTH_URL;
  });

  const tokenFor = (salt: string, claims: Record<string, unknown>) =>
    encode({ token: { uid: randomUUID(), sv: 1, ...claims }, secret, salt });

  it("reads the plain cookie over http and the __Secure- one over https", async () => {
    const sid = randomUUID();
    const plain = await tokenFor(PLAIN, { sid });
    const secure = await tokenFor(SECURE, { sid });
    expect((await sessionClaimsFrom(request("http", `${PLAIN}=${plain}`)))?.sessionId).toBe(sid);
    expect((await sessionClaimsFrom(request("https", `${SECURE}=${secure}`)))?.sessionId).toBe(sid);
  });

  it("a token taken once under one name is not accepted under the other (cache keyed by name and token)", async () => {
    const token = await tokenFor(PLAIN, { sid: randomUUID() });
    expect(await sessionClaimsFrom(request("http", `${PLAIN}=${token}`))).not.toBeNull();
    // The same bytes under the __Secure- name: over http that cookie is not Auth.js's, over https
    // it does not decrypt under the __Secure- salt — cached or not.
    expect(await sessionClaimsFrom(request("http", `${SECURE}=${token}`))).toBeNull();
    expect(await sessionClaimsFrom(request("https", `${SECURE}=${token}`))).toBeNull();

    const secure = await tokenFor(SECURE, { sid: randomUUID() });
    expect(await sessionClaimsFrom(request("https", `${SECURE}=${secure}`))).not.toBeNull();
    expect(await sessionClaimsFrom(request("http", `${PLAIN}=${secure}`))).toBeNull();
    expect(await sessionClaimsFrom(request("http", `${SECURE}=${secure}`))).toBeNull();
  });

  it("refuses a token without a session id (issued before sessions could be revoked)", async () => {
    const token = await tokenFor(PLAIN, {});
    expect(await sessionClaimsFrom(request("http", `${PLAIN}=${token}`))).toBeNull();
  });

  it("decides https as Auth.js does: AUTH_URL first, then x-forwarded-proto, else https", () => {
    expect(usesSecureCookie(new Headers({ "x-forwarded-proto": "http" }), {})).toBe(false);
    expect(usesSecureCookie(new Headers({ "x-forwarded-proto": "https" }), {})).toBe(true);
    expect(usesSecureCookie(new Headers(), {})).toBe(true);
    expect(
      usesSecureCookie(new Headers({ "x-forwarded-proto": "https" }), { AUTH_URL: "http://localhost:3000" }),
    ).toBe(false);
  });
});
