import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInOverHttp } from "./helpers/http-session";
import { type RunningServer, startServer, tempDataDir } from "./helpers/server";

const ADMIN = "admin@demo.cacambacerta.com.br";

describe("sign-out ends the session on the server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ dataDir: tempDataDir() });
  });
  afterAll(() => server?.stop());

  /** A request carrying exactly these cookies, as someone who copied them would send it. */
  const replay = (path: string, cookie: string) =>
    fetch(`${server.url}${path}`, { headers: { cookie }, redirect: "manual" });
  const me = (cookie: string) =>
    replay(`/api/trpc/session.me?input=${encodeURIComponent(JSON.stringify({ json: null }))}`, cookie);

  it("the cookie kept from before sign-out is refused everywhere; the same user's other session goes on", async () => {
    const laptop = await signInOverHttp(server.url, ADMIN, "demo1234");
    const phone = await signInOverHttp(server.url, ADMIN, "demo1234");
    const copied = laptop.cookieHeader();
    expect(copied).toContain("authjs.session-token=");
    expect((await me(copied)).status).toBe(200);

    const out = await laptop.signOut();
    expect(out.status).toBe(302);
    expect(laptop.cookieHeader()).not.toMatch(/authjs\.session-token=[^;]/);

    // The tRPC API, a file route and the pages refuse the old cookie.
    expect((await me(copied)).status).toBe(401);
    expect((await replay("/api/fleet/export/cacambas", copied)).status).toBe(401);
    const shell = await replay("/inicio", copied);
    expect([303, 307]).toContain(shell.status);
    expect(shell.headers.get("location")).toContain("/entrar");
    // …and the sign-in page shows its form instead of bouncing back to the shell.
    expect((await replay("/entrar", copied)).status).toBe(200);
    // Auth.js does not renew it either: no fresh cookie to outlive the revocation.
    const renewed = await replay("/api/auth/session", copied);
    expect(await renewed.json()).toBeNull();
    expect(renewed.headers.getSetCookie().filter((c) => /session-token=[^;]/.test(c))).toEqual([]);
    expect((await me(copied)).status).toBe(401);

    expect((await phone.query("session.me")).status).toBe(200);
    expect((await phone.query("fleet.cacambas")).status).toBe(200);
  });
});
