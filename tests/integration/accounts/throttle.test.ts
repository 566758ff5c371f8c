import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { emailOutbox, orgs } from "@/server/db/schema";
import {
  RESETS_PER_EMAIL_PER_HOUR,
  SIGN_UPS_PER_IP_PER_HOUR,
  throttleSignUp,
} from "@/server/services/throttle";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeUser, randomCnpj } from "../../helpers/factories";

describe("rate limits of public requests (sign-up, password reset)", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  const from = (ip: string) => callerFor(h.db, null, null, ip);
  const hauler = () => ({
    kind: "hauler" as const,
    name: "Helena Transportes",
    email: `helena-${Math.random().toString(36).slice(2)}@exemplo.com.br`,
    password: "Caçambas-no-Pátio-7",
    legalName: "Helena Caçambas Ltda.",
    personType: "company" as const,
    taxId: randomCnpj(),
    municipalityId: "juiz-de-fora-mg",
  });
  const orgCount = async () => (await h.db.select({ n: count() }).from(orgs))[0]?.n ?? 0;

  it(`an address signs up ${SIGN_UPS_PER_IP_PER_HOUR} times an hour; the next is refused (429, pt-BR) and creates nothing`, async () => {
    for (let i = 0; i < SIGN_UPS_PER_IP_PER_HOUR; i++) await from("203.0.113.10").accounts.signUp(hauler());
    const before = await orgCount();
    await expect(from("203.0.113.10").accounts.signUp(hauler())).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Muitas solicitações seguidas. Aguarde 60 minutos e tente de novo.",
    });
    expect(await orgCount()).toBe(before);
    await from("203.0.113.11").accounts.signUp(hauler());
    expect(await orgCount()).toBe(before + 1);
  });

  it(`an account gets ${RESETS_PER_EMAIL_PER_HOUR} reset e-mails an hour, whatever address asks; unknown e-mails count the same`, async () => {
    const user = await makeUser(h.db);
    const mails = async () => (await h.db.select({ n: count() }).from(emailOutbox))[0]?.n ?? 0;
    for (let i = 0; i < RESETS_PER_EMAIL_PER_HOUR; i++)
      await from(`203.0.113.${20 + i}`).accounts.requestPasswordReset({ email: user.email });
    const sent = await mails();
    for (const email of [user.email, user.email.toUpperCase()])
      await expect(from("203.0.113.30").accounts.requestPasswordReset({ email })).rejects.toMatchObject({
        code: "TOO_MANY_REQUESTS",
      });
    expect(await mails()).toBe(sent);
    for (let i = 0; i < RESETS_PER_EMAIL_PER_HOUR; i++)
      await from("203.0.113.31").accounts.requestPasswordReset({ email: "ninguem@exemplo.com.br" });
    await expect(
      from("203.0.113.32").accounts.requestPasswordReset({ email: "ninguem@exemplo.com.br" }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });

  it("a refused request is not counted, so the hour does end", async () => {
    const t0 = new Date("2026-11-30T10:00:00Z");
    for (let i = 0; i < SIGN_UPS_PER_IP_PER_HOUR; i++) await throttleSignUp(h.db, "203.0.113.40", t0);
    const later = new Date(t0.getTime() + 30 * 60_000);
    await expect(throttleSignUp(h.db, "203.0.113.40", later)).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    await throttleSignUp(h.db, "203.0.113.40", new Date(t0.getTime() + 60 * 60_000 + 1));
  });

  it(`40 concurrent sign-ups from one address: exactly ${SIGN_UPS_PER_IP_PER_HOUR} succeed, the rest get 429`, async () => {
    const before = await orgCount();
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () => from("203.0.113.50").accounts.signUp(hauler())),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(SIGN_UPS_PER_IP_PER_HOUR);
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    expect(refused.map((e) => (e as { code?: string }).code)).toEqual(
      Array(40 - SIGN_UPS_PER_IP_PER_HOUR).fill("TOO_MANY_REQUESTS"),
    );
    expect(await orgCount()).toBe(before + SIGN_UPS_PER_IP_PER_HOUR);
  });

  it(`40 concurrent reset requests for one account: exactly ${RESETS_PER_EMAIL_PER_HOUR} e-mails`, async () => {
    const user = await makeUser(h.db);
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        from(`203.0.114.${i}`).accounts.requestPasswordReset({ email: user.email }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(RESETS_PER_EMAIL_PER_HOUR);
    const sent = await h.db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(sent[0]?.n).toBe(RESETS_PER_EMAIL_PER_HOUR);
  });
});
