import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { signInWithPassword } from "@/server/services/session/sign-in";
import { freshDatabase } from "../helpers/db";
import { makeUser, TEST_PASSWORD } from "../helpers/factories";

describe("sign-in with password and its rate limit", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 30, 12, minutes));

  it("accepts the right password, case-insensitive e-mail, and refuses a wrong one", async () => {
    const user = await makeUser(h.db);
    const ok = await signInWithPassword(
      h.db,
      { email: user.email.toUpperCase(), password: TEST_PASSWORD, ip: "10.0.0.1" },
      at(0),
    );
    expect(ok).toMatchObject({ ok: true, user: { id: user.id } });
    const bad = await signInWithPassword(
      h.db,
      { email: user.email, password: "errada", ip: "10.0.0.1" },
      at(0),
    );
    expect(bad).toEqual({ ok: false, reason: "invalid" });
  });

  it("locks an account after 5 failures in 15 minutes, even for the right password, then lets it in", async () => {
    const user = await makeUser(h.db);
    for (let i = 0; i < 5; i++) {
      const r = await signInWithPassword(
        h.db,
        { email: user.email, password: "errada", ip: `10.1.0.${i}` },
        at(i),
      );
      expect(r).toEqual({ ok: false, reason: "invalid" });
    }
    const locked = await signInWithPassword(
      h.db,
      { email: user.email, password: TEST_PASSWORD, ip: "10.1.1.1" },
      at(6),
    );
    expect(locked).toEqual({ ok: false, reason: "rate_limited" });
    const later = await signInWithPassword(
      h.db,
      { email: user.email, password: TEST_PASSWORD, ip: "10.1.1.1" },
      at(20),
    );
    expect(later.ok).toBe(true);
  });

  it("locks an IP after 20 failures across accounts", async () => {
    const ip = "10.2.0.1";
    for (let i = 0; i < 20; i++) {
      await signInWithPassword(h.db, { email: `ninguem${i}@teste.com.br`, password: "x", ip }, at(30));
    }
    const user = await makeUser(h.db);
    expect(
      await signInWithPassword(h.db, { email: user.email, password: TEST_PASSWORD, ip }, at(31)),
    ).toEqual({
      ok: false,
      reason: "rate_limited",
    });
    expect(
      (await signInWithPassword(h.db, { email: user.email, password: TEST_PASSWORD, ip: "10.2.0.2" }, at(31)))
        .ok,
    ).toBe(true);
  });
});
