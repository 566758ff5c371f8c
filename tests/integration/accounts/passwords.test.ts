import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { resetPassword } from "@/server/services/accounts/passwords";
import { MAX_FAILURES_PER_ACCOUNT, signInWithPassword } from "@/server/services/session/sign-in";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember, makeOrg, TEST_PASSWORD } from "../../helpers/factories";
import { lastEmailTo } from "../../helpers/outbox";

const next = "Outra-Senha-Forte-2026";

describe("password reset, password change and e-mail change", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  async function member() {
    const org = await makeOrg(h.db, { kind: "hauler" });
    return { org, user: await makeMember(h.db, org.id, "admin") };
  }
  const signIn = (email: string, password: string) =>
    signInWithPassword(
      h.db,
      { email, password, ip: `10.9.${Math.floor(Math.random() * 250)}.1` },
      new Date(),
    );

  it("resets by a single-use link and ends the old sessions; answers the same for unknown e-mails", async () => {
    const { org, user } = await member();
    const anonymous = callerFor(h.db, null);
    const unknown = await anonymous.accounts.requestPasswordReset({ email: "ninguem@exemplo.com.br" });
    const known = await anonymous.accounts.requestPasswordReset({ email: user.email });
    expect(known).toEqual(unknown);
    const { token, subject } = await lastEmailTo(h.db, user.email);
    expect(subject).toBe("Redefinição de senha do Caçamba Certa");

    await expect(anonymous.accounts.resetPassword({ token, password: "12345678" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const oldSession = callerFor(h.db, user, org.id);
    await anonymous.accounts.resetPassword({ token, password: next });
    await expect(oldSession.session.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect((await signIn(user.email, next)).ok).toBe(true);
    expect((await signIn(user.email, TEST_PASSWORD)).ok).toBe(false);
    await expect(
      anonymous.accounts.resetPassword({ token, password: "Mais-Uma-Senha-2026" }),
    ).rejects.toMatchObject({
      message: "Este link já foi usado. Peça um novo, se precisar.",
    });
  });

  it("refuses a reset link after one hour", async () => {
    const { user } = await member();
    await callerFor(h.db, null).accounts.requestPasswordReset({ email: user.email });
    const { token } = await lastEmailTo(h.db, user.email);
    await expect(
      resetPassword(h.db, { token, password: next }, new Date(Date.now() + 61 * 60 * 1000)),
    ).rejects.toMatchObject({
      message: "Este link expirou. Peça um novo.",
    });
  });

  it("changes the password only with the current one, ending other sessions", async () => {
    const { org, user } = await member();
    const session = callerFor(h.db, user, org.id);
    await expect(
      session.accounts.changePassword({ currentPassword: "errada", newPassword: next }),
    ).rejects.toMatchObject({
      message: "Senha atual incorreta.",
    });
    await session.accounts.changePassword({ currentPassword: TEST_PASSWORD, newPassword: next });
    await expect(session.session.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const [row] = await h.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.sessionVersion).toBe(user.sessionVersion + 1);
  });

  it("changes the e-mail only after the new address confirms it, ending sessions", async () => {
    const { org, user } = await member();
    const newEmail = `novo-${Math.random().toString(36).slice(2)}@exemplo.com.br`;
    await callerFor(h.db, user, org.id).accounts.requestEmailChange({ newEmail, password: TEST_PASSWORD });
    const { token } = await lastEmailTo(h.db, newEmail);
    expect((await h.db.select().from(users).where(eq(users.id, user.id)))[0]?.email).toBe(user.email);
    await callerFor(h.db, null).accounts.confirmEmailChange({ token });
    expect((await h.db.select().from(users).where(eq(users.id, user.id)))[0]?.email).toBe(newEmail);
    await expect(callerFor(h.db, user, org.id).session.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("guessing the current password (password or e-mail change) spends the account's 5 failures from that address, at once too", async () => {
    const { org, user } = await member();
    const session = callerFor(h.db, user, org.id);
    const guesses = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        session.accounts.changePassword({ currentPassword: `errada-${i}`, newPassword: next }),
      ),
    );
    const codes = guesses.map((g) => (g.status === "rejected" ? (g.reason as { code: string }).code : "ok"));
    expect(codes.filter((c) => c === "BAD_REQUEST")).toHaveLength(MAX_FAILURES_PER_ACCOUNT);
    expect(codes.filter((c) => c === "TOO_MANY_REQUESTS")).toHaveLength(40 - MAX_FAILURES_PER_ACCOUNT);
    await expect(
      session.accounts.requestEmailChange({
        newEmail: `nova-${user.id}@exemplo.com.br`,
        password: TEST_PASSWORD,
      }),
    ).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Muitas tentativas sem sucesso. Aguarde 15 minutos e tente de novo.",
    });
    // The guesses closed the account to the address they came from, not to its owner elsewhere.
    expect((await signIn(user.email, TEST_PASSWORD)).ok).toBe(true);
  });
});
