import { TRPCError } from "@trpc/server";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/server/api/error-mapping";
import type { DbHandle } from "@/server/db/client";
import { memberships, orgs, users } from "@/server/db/schema";
import { confirmEmail } from "@/server/services/accounts/email-verification";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeUser, randomCnpj } from "../../helpers/factories";
import { lastEmailTo } from "../../helpers/outbox";

const strong = "Caçambas-no-Pátio-7";

describe("sign-up of haulers, generators and trusted orgs", () => {
  let h: DbHandle;
  const anonymous = () => callerFor(h.db, null);
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  const hauler = (overrides: Record<string, unknown> = {}) => ({
    kind: "hauler" as const,
    name: "Helena Transportes",
    email: `helena-${Math.random().toString(36).slice(2)}@exemplo.com.br`,
    password: strong,
    legalName: "Helena Caçambas Ltda.",
    personType: "company" as const,
    taxId: randomCnpj(),
    municipalityId: "juiz-de-fora-mg",
    ...overrides,
  });

  it("creates the hauler on a 14-day trial with its founder as admin, and e-mails a verification link", async () => {
    const input = hauler({ taxId: "11.444.777/0001-61".replace("61", "61") });
    const result = await anonymous().accounts.signUp(input);
    expect(result.status).toBe("active");
    const [org] = await h.db.select().from(orgs).where(eq(orgs.id, result.orgId));
    expect(org?.taxId).toBe("11444777000161");
    expect(org?.trialEndsAt?.getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600 * 1000);
    const [member] = await h.db.select().from(memberships).where(eq(memberships.userId, result.userId));
    expect(member).toMatchObject({ role: "admin", isManager: true, active: true });
    const email = await lastEmailTo(h.db, input.email);
    expect(email.subject).toBe("Confirme seu e-mail no Caçamba Certa");
    expect(email.text).toContain("/confirmar-email?token=");

    await anonymous().accounts.confirmEmail({ token: email.token });
    const [user] = await h.db.select().from(users).where(eq(users.id, result.userId));
    expect(user?.emailVerifiedAt).not.toBeNull();
    await expect(anonymous().accounts.confirmEmail({ token: email.token })).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Este link já foi usado. Peça um novo, se precisar.",
    });
  });

  it("refuses a CNPJ already on the platform, a bad CNPJ, a weak password and a used e-mail, writing nothing", async () => {
    const first = hauler();
    await anonymous().accounts.signUp(first);
    const [before] = await h.db.select({ n: count() }).from(users);
    await expect(anonymous().accounts.signUp(hauler({ taxId: first.taxId }))).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Já existe transportador com este CNPJ na plataforma.",
    });
    const badCnpj = await anonymous()
      .accounts.signUp(hauler({ taxId: "11.222.333/0001-00" }))
      .catch((e: TRPCError) => e);
    expect(badCnpj).toBeInstanceOf(TRPCError);
    expect(fieldErrorsOf(badCnpj as TRPCError)).toEqual({ taxId: ["CNPJ inválido: confira os 14 dígitos."] });
    await expect(anonymous().accounts.signUp(hauler({ password: "senha123" }))).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Senha fácil de adivinhar."),
    });
    await expect(anonymous().accounts.signUp(hauler({ password: "Ab1!" }))).rejects.toMatchObject({
      message: "A senha precisa de pelo menos 8 caracteres.",
    });
    await expect(anonymous().accounts.signUp(hauler({ email: first.email }))).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Já existe uma conta com este e-mail. Entre com ela ou redefina a senha.",
    });
    const [after] = await h.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
  });

  it("refuses an expired verification link", async () => {
    const input = hauler();
    await anonymous().accounts.signUp(input);
    const { token } = await lastEmailTo(h.db, input.email);
    await expect(confirmEmail(h.db, token, new Date(Date.now() + 25 * 3600 * 1000))).rejects.toMatchObject({
      message: "Este link expirou. Peça um novo.",
    });
  });

  it("lets a private person sign up as a generator with a CPF, and nobody else", async () => {
    const person = hauler({
      kind: "generator",
      personType: "person",
      taxId: "123.456.789-09",
      legalName: "Carla Souza",
    });
    const result = await anonymous().accounts.signUp(person);
    const [member] = await h.db.select().from(memberships).where(eq(memberships.userId, result.userId));
    expect(member?.role).toBe("client");
    await expect(
      anonymous().accounts.signUp(hauler({ personType: "person", taxId: "529.982.247-25" })),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Só geradores podem se cadastrar como pessoa física.",
    });
  });

  it("a city asked for by a stranger has no powers until a superadmin approves it", async () => {
    const superadmin = await makeUser(h.db, { isSuperadmin: true });
    const request = hauler({
      kind: "city",
      legalName: "Prefeitura de Indiavaí",
      municipalityId: "indiavai-mt",
    });
    const { userId, orgId, status } = await anonymous().accounts.signUp(request);
    expect(status).toBe("pending");
    expect((await lastEmailTo(h.db, superadmin.email)).subject).toContain("Prefeitura de Indiavaí");

    const [stranger] = await h.db.select().from(users).where(eq(users.id, userId));
    if (!stranger) throw new Error("no user");
    await expect(callerFor(h.db, stranger, orgId).org.members()).rejects.toMatchObject({ code: "FORBIDDEN" });

    const console = callerFor(h.db, superadmin);
    expect((await console.platform.orgRequests()).map((r) => r.id)).toContain(orgId);
    await expect(console.platform.decideOrgRequest({ orgId, approve: false })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await console.platform.decideOrgRequest({ orgId, approve: true });
    expect(await callerFor(h.db, stranger, orgId).org.members()).toHaveLength(1);
    expect((await lastEmailTo(h.db, request.email)).subject).toBe(
      "Prefeitura de Indiavaí foi aprovada no Caçamba Certa",
    );

    await console.platform.setOrgSuspended({ orgId, suspended: true, reason: "documentos vencidos" });
    await expect(callerFor(h.db, stranger, orgId).org.members()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
