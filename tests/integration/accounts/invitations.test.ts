import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { memberships, users } from "@/server/db/schema";
import { acceptInvitation } from "@/server/services/accounts/invitations";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember, makeOrg, makeUser } from "../../helpers/factories";
import { lastEmailTo } from "../../helpers/outbox";

const strong = "Caçambas-no-Pátio-7";
const freshEmail = () => `convidado-${Math.random().toString(36).slice(2)}@exemplo.com.br`;

describe("invitations and team management", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  async function haulerWithAdmin() {
    const org = await makeOrg(h.db, { kind: "hauler" });
    const admin = await makeMember(h.db, org.id, "admin");
    return { org, admin, as: callerFor(h.db, admin, org.id) };
  }

  it("a new person accepts once with a password, lands verified, and the link is then refused", async () => {
    const { org, as } = await haulerWithAdmin();
    const email = freshEmail();
    await as.team.invite({ email, role: "dispatcher" });
    const { token, text } = await lastEmailTo(h.db, email);
    expect(text).toContain("como Despacho");
    const anonymous = callerFor(h.db, null);
    expect(await anonymous.accounts.invitation({ token })).toMatchObject({
      email,
      role: "dispatcher",
      hasAccount: false,
    });
    const { userId } = await anonymous.accounts.acceptInvitationAsNewUser({
      token,
      name: "Diana Despacho",
      password: strong,
    });
    const [member] = await h.db.select().from(memberships).where(eq(memberships.userId, userId));
    expect(member).toMatchObject({ orgId: org.id, role: "dispatcher", active: true });
    const [user] = await h.db.select().from(users).where(eq(users.id, userId));
    expect(user?.emailVerifiedAt).not.toBeNull();
    await expect(
      anonymous.accounts.acceptInvitationAsNewUser({ token, name: "Outra", password: strong }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Este convite já foi usado.",
    });
  });

  it("refuses expired and revoked invitations with pt-BR messages", async () => {
    const { as } = await haulerWithAdmin();
    const late = freshEmail();
    await as.team.invite({ email: late, role: "driver" });
    const expired = await lastEmailTo(h.db, late);
    await expect(
      acceptInvitation(
        h.db,
        { token: expired.token, newAccount: { name: "Tardio", password: strong } },
        new Date(Date.now() + 73 * 3600 * 1000),
      ),
    ).rejects.toMatchObject({ message: "Este convite expirou: peça um novo a quem convidou você." });

    const revokedEmail = freshEmail();
    const invitation = await as.team.invite({ email: revokedEmail, role: "driver" });
    await as.team.revokeInvitation({ id: invitation.id });
    const revoked = await lastEmailTo(h.db, revokedEmail);
    await expect(
      callerFor(h.db, null).accounts.acceptInvitationAsNewUser({
        token: revoked.token,
        name: "Sem Convite",
        password: strong,
      }),
    ).rejects.toMatchObject({ message: "Este convite foi cancelado pela organização." });
  });

  it("someone with an account joins by signing in as the invited e-mail, not as anyone else", async () => {
    const { org, as } = await haulerWithAdmin();
    const existing = await makeUser(h.db);
    await as.team.invite({ email: existing.email, role: "driver" });
    const { token } = await lastEmailTo(h.db, existing.email);
    const intruder = await makeUser(h.db);
    await expect(callerFor(h.db, intruder).accounts.acceptInvitation({ token })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: `Este convite é para ${existing.email}. Entre com essa conta para aceitá-lo.`,
    });
    await callerFor(h.db, existing).accounts.acceptInvitation({ token });
    const me = await callerFor(h.db, existing, org.id).session.me();
    expect(me.memberships.map((m) => m.orgId)).toContain(org.id);
  });

  it("only managers invite, only roles of the org's kind, only after verifying their e-mail", async () => {
    const { org, admin, as } = await haulerWithAdmin();
    const dispatcher = await makeMember(h.db, org.id, "dispatcher");
    await expect(
      callerFor(h.db, dispatcher, org.id).team.invite({ email: freshEmail(), role: "driver" }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(as.team.invite({ email: freshEmail(), role: "auditor" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "O perfil Fiscal não existe neste tipo de organização.",
    });
    await h.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, admin.id));
    await expect(as.team.invite({ email: freshEmail(), role: "driver" })).rejects.toMatchObject({
      message: "Confirme seu e-mail antes de convidar pessoas.",
    });
  });

  it("a deactivated member's existing session stops working at once", async () => {
    const { org, as } = await haulerWithAdmin();
    const driver = await makeMember(h.db, org.id, "driver");
    const driverSession = callerFor(h.db, driver, org.id);
    expect(await driverSession.fleet.cacambas()).toEqual([]);
    await as.team.setMemberActive({ userId: driver.id, active: false });
    await expect(driverSession.fleet.cacambas()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(driverSession.session.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("never leaves an org without an admin", async () => {
    const { org, admin, as } = await haulerWithAdmin();
    const message = "A organização precisa de pelo menos um administrador ativo: promova outra pessoa antes.";
    await expect(as.team.setMemberActive({ userId: admin.id, active: false })).rejects.toMatchObject({
      message,
    });
    await expect(
      as.team.changeMember({ userId: admin.id, role: "dispatcher", isManager: false }),
    ).rejects.toMatchObject({
      message,
    });
    const second = await makeMember(h.db, org.id, "dispatcher");
    await as.team.changeMember({ userId: second.id, role: "admin", isManager: true });
    await as.team.changeMember({ userId: admin.id, role: "dispatcher", isManager: false });
    const [demoted] = await h.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.orgId, org.id), eq(memberships.userId, admin.id)));
    expect(demoted?.role).toBe("dispatcher");
  });

  it("a hauler registers a phone client and invites it to the portal once", async () => {
    const { as } = await haulerWithAdmin();
    const client = await as.clients.register({
      personType: "person",
      taxId: "529.982.247-25",
      legalName: "Joana Pereira",
      municipalityId: "juiz-de-fora-mg",
    });
    if (client.status !== "registered") throw new Error(`expected a new client, got ${client.status}`);
    expect((await as.clients.list()).map((c) => c.legalName)).toEqual(["Joana Pereira"]);
    const email = freshEmail();
    await as.clients.inviteToPortal({ generatorOrgId: client.generatorOrgId, email });
    const { token } = await lastEmailTo(h.db, email);
    await callerFor(h.db, null).accounts.acceptInvitationAsNewUser({
      token,
      name: "Joana Pereira",
      password: strong,
    });
    await expect(
      as.clients.inviteToPortal({ generatorOrgId: client.generatorOrgId, email: freshEmail() }),
    ).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Este cliente já tem acesso ao portal.",
    });
  });
});
