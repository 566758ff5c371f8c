import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { verifyPassword } from "@/server/auth/password";
import type { DbHandle } from "@/server/db/client";
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_IP,
  signInWithPassword,
} from "@/server/services/session/sign-in";
import { freshDatabase } from "../helpers/db";
import { makeUser, TEST_PASSWORD } from "../helpers/factories";

// The real scrypt check, counted: attempts beyond the limit must not reach it.
vi.mock("@/server/auth/password", async (original) => {
  const real = await original<typeof import("@/server/auth/password")>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
const passwordChecks = () => vi.mocked(verifyPassword).mock.calls.length;

describe("sign-in with password and its rate limit", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());
  beforeEach(() => {
    vi.mocked(verifyPassword).mockClear();
  });

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

  it("locks an account from an address after 5 failures in 15 minutes, even for the right password, then lets it in", async () => {
    const user = await makeUser(h.db);
    for (let i = 0; i < 5; i++) {
      const r = await signInWithPassword(
        h.db,
        { email: user.email, password: "errada", ip: "10.1.1.1" },
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

  it("40 concurrent wrong passwords for one account from one address: exactly 5 are evaluated, 35 refused unhashed", async () => {
    const user = await makeUser(h.db);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signInWithPassword(h.db, { email: user.email, password: `errada-${i}`, ip: "10.3.0.1" }, at(40)),
      ),
    );
    const reasons = results.map((r) => (r.ok ? "ok" : r.reason));
    expect(reasons.filter((r) => r === "invalid")).toHaveLength(MAX_FAILURES_PER_ACCOUNT);
    expect(reasons.filter((r) => r === "rate_limited")).toHaveLength(40 - MAX_FAILURES_PER_ACCOUNT);
    expect(passwordChecks()).toBe(MAX_FAILURES_PER_ACCOUNT);
  });

  it("nobody locks anybody out: after 40 wrong passwords from one address the owner still signs in from another", async () => {
    const user = await makeUser(h.db);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signInWithPassword(h.db, { email: user.email, password: `errada-${i}`, ip: "10.6.0.66" }, at(44)),
      ),
    );
    const attacker = await signInWithPassword(
      h.db,
      { email: user.email, password: TEST_PASSWORD, ip: "10.6.0.66" },
      at(44),
    );
    expect(attacker).toEqual({ ok: false, reason: "rate_limited" });
    const owner = await signInWithPassword(
      h.db,
      { email: user.email, password: TEST_PASSWORD, ip: "10.6.0.7" },
      at(44),
    );
    expect(owner.ok).toBe(true);
  });

  it("40 concurrent wrong passwords from one address across accounts: exactly 20 are evaluated", async () => {
    const ip = "10.4.0.1";
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signInWithPassword(h.db, { email: `alguem${i}@teste.com.br`, password: "x", ip }, at(41)),
      ),
    );
    expect(results.filter((r) => !r.ok && r.reason === "invalid")).toHaveLength(MAX_FAILURES_PER_IP);
    expect(results.filter((r) => !r.ok && r.reason === "rate_limited")).toHaveLength(
      40 - MAX_FAILURES_PER_IP,
    );
  });

  it("a successful sign-in is not counted as a failure", async () => {
    const user = await makeUser(h.db);
    for (let i = 0; i < 8; i++) {
      const r = await signInWithPassword(
        h.db,
        { email: user.email, password: TEST_PASSWORD, ip: "10.5.0.1" },
        at(42),
      );
      expect(r.ok).toBe(true);
    }
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      const r = await signInWithPassword(
        h.db,
        { email: user.email, password: "errada", ip: "10.5.0.1" },
        at(43),
      );
      expect(r).toEqual({ ok: false, reason: "invalid" });
    }
    expect(
      await signInWithPassword(h.db, { email: user.email, password: TEST_PASSWORD, ip: "10.5.0.1" }, at(43)),
    ).toEqual({ ok: false, reason: "rate_limited" });
  });
});
