import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, emailOutbox, haulerClients, memberships, orgs, sites, users } from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember, makeOrg, randomCnpj, randomCpf } from "../../helpers/factories";
import { lastEmailTo } from "../../helpers/outbox";

const strong = "Caçambas-no-Pátio-7";
const SITE = {
  name: "Reforma da casa",
  address: "Rua Halfeld, 900 — Centro",
  cep: "36010000",
  municipalityId: "juiz-de-fora-mg",
  lat: -21.76,
  lon: -43.35,
};
const ORDER = { sizeM3: 4, wasteKind: "rcc" as const, desiredFrom: "05/01/2031" };

describe("a hauler reaches an existing generator org only with its consent", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  /** A person who signed up as a generator with their CPF, and one site of theirs. */
  async function signedUpPerson(name = "Maria Aparecida da Silva") {
    const cpf = randomCpf();
    const email = `gerador-${cpf}@exemplo.com.br`;
    const { orgId, userId } = await callerFor(h.db, null).accounts.signUp({
      kind: "generator",
      personType: "person",
      name,
      email,
      password: strong,
      legalName: name,
      taxId: cpf,
      municipalityId: "juiz-de-fora-mg",
    });
    const [user] = await h.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new Error("no user");
    const as = callerFor(h.db, user, orgId);
    const site = await as.sites.create(SITE);
    return { orgId, cpf, email, name, as, site };
  }

  async function hauler(name = `Caçambas ${randomCnpj().slice(0, 5)} Ltda.`) {
    const org = await makeOrg(h.db, { kind: "hauler", name });
    const dispatcher = await makeMember(h.db, org.id, "dispatcher", "Diego Despachante");
    return { org, dispatcher, as: callerFor(h.db, dispatcher, org.id) };
  }

  const register = (as: ReturnType<typeof callerFor>, taxId: string, legalName = "Nome digitado") =>
    as.clients.register({ personType: "person", taxId, legalName, municipalityId: "juiz-de-fora-mg" });

  it("registering the CPF of a person with an account sends a request and reveals nothing; no access until accepted", async () => {
    const person = await signedUpPerson();
    const b = await hauler("Caçambas Bandeirantes Ltda.");
    const answer = await register(b.as, person.cpf);
    expect(answer).toEqual({ status: "requested" });
    const everything = JSON.stringify([answer, await b.as.clients.list(), await b.as.clients.requests()]);
    expect(everything).not.toContain(person.name);
    expect(everything).not.toContain(person.orgId);
    expect(await b.as.clients.requests()).toEqual([
      { requestedName: "Nome digitado", taxId: person.cpf, status: "pending", requestedAt: expect.any(Date) },
    ]);
    // the hauler sees nothing of the org and cannot act in it
    await expect(b.as.dispatch.orders.clientSites({ generatorOrgId: person.orgId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(
      b.as.dispatch.orders.createClientSite({ generatorOrgId: person.orgId, ...SITE, name: "Obra intrusa" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      b.as.dispatch.orders.createByPhone({ generatorOrgId: person.orgId, siteId: person.site.id, ...ORDER }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await b.as.ctr.hauler.options()).clients.map((c) => c.id)).not.toContain(person.orgId);
    expect(await h.db.select().from(sites).where(eq(sites.orgId, person.orgId))).toHaveLength(1);
    expect(await person.as.dispatch.orders.myHaulers()).toEqual([]);
    expect(await person.as.dispatch.orders.mine()).toEqual([]);
    // registering again sends no second e-mail
    expect(await register(b.as, person.cpf)).toEqual({ status: "requested" });
    const mails = await h.db.select().from(emailOutbox).where(eq(emailOutbox.to, person.email));
    expect(mails.filter((m) => m.template === "client_link_requested")).toHaveLength(1);
    const mail = await lastEmailTo(h.db, person.email);
    expect(mail.subject).toBe("Caçambas Bandeirantes Ltda. pede para atender você no Caçamba Certa");
    expect(mail.text).toContain("/meus-transportadores");

    // the person sees the request and accepts it
    const incoming = await person.as.clientLinks.incoming();
    expect(incoming).toMatchObject([
      { haulerOrgId: b.org.id, haulerName: "Caçambas Bandeirantes Ltda.", status: "pending" },
    ]);
    await person.as.clientLinks.accept({ haulerOrgId: b.org.id });
    expect((await b.as.clients.list()).map((c) => [c.generatorOrgId, c.legalName, c.ownRecord])).toEqual([
      [person.orgId, person.name, false],
    ]);
    expect(await b.as.clients.requests()).toEqual([]);
    expect(
      (await b.as.dispatch.orders.clientSites({ generatorOrgId: person.orgId })).map((s) => s.id),
    ).toEqual([person.site.id]);
    await b.as.dispatch.orders.createByPhone({
      generatorOrgId: person.orgId,
      siteId: person.site.id,
      ...ORDER,
    });
    expect((await person.as.dispatch.orders.myHaulers()).map((x) => x.id)).toEqual([b.org.id]);
    expect(await person.as.clientLinks.incoming()).toEqual([]);
    const [accepted] = await h.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.orgId, b.org.id), eq(emailOutbox.template, "client_link_accepted")));
    expect(accepted?.subject).toBe(`${person.name} aceitou ser atendido por vocês`);
    // audited on both sides
    const actions = async (orgId: string) =>
      (await h.db.select().from(auditEvents).where(eq(auditEvents.orgId, orgId)))
        .map((e) => e.action)
        .filter((a) => a.startsWith("client.link_"));
    expect(await actions(b.org.id)).toEqual(["client.link_requested", "client.link_accepted"]);
    expect(await actions(person.orgId)).toEqual(["client.link_requested", "client.link_accepted"]);
    // an accepted client is a client: registering again names it
    expect(await register(b.as, person.cpf)).toEqual({
      status: "registered",
      generatorOrgId: person.orgId,
      legalName: person.name,
    });
  });

  it("a refusal stands: no access, no new request or e-mail, and the person may still accept later", async () => {
    const person = await signedUpPerson("João Batista Ferreira");
    const b = await hauler();
    await register(b.as, person.cpf);
    await person.as.clientLinks.refuse({ haulerOrgId: b.org.id });
    expect(await register(b.as, person.cpf)).toEqual({ status: "refused" });
    expect(await b.as.clients.requests()).toMatchObject([{ status: "refused" }]);
    await expect(b.as.dispatch.orders.clientSites({ generatorOrgId: person.orgId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const mails = await h.db.select().from(emailOutbox).where(eq(emailOutbox.to, person.email));
    expect(mails.filter((m) => m.template === "client_link_requested")).toHaveLength(1);
    await expect(person.as.clientLinks.refuse({ haulerOrgId: b.org.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await person.as.clientLinks.incoming()).toMatchObject([
      { haulerOrgId: b.org.id, status: "refused" },
    ]);
    const refusedAudit = await h.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, b.org.id), eq(auditEvents.action, "client.link_refused")));
    expect(refusedAudit).toHaveLength(1);
    expect(JSON.stringify(refusedAudit)).not.toContain(person.orgId);
    await person.as.clientLinks.accept({ haulerOrgId: b.org.id });
    expect((await b.as.clients.list()).map((c) => c.generatorOrgId)).toEqual([person.orgId]);
  });

  it("only the person's managers decide, and only on requests made to their own org", async () => {
    const person = await signedUpPerson();
    const b = await hauler();
    const stranger = await hauler();
    await register(b.as, person.cpf);
    const helper = await makeMember(h.db, person.orgId, "client");
    await expect(
      callerFor(h.db, helper, person.orgId).clientLinks.accept({ haulerOrgId: b.org.id }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    // another generator cannot answer for this one; a hauler with no request cannot be accepted
    const other = await signedUpPerson();
    await expect(other.as.clientLinks.accept({ haulerOrgId: b.org.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(person.as.clientLinks.accept({ haulerOrgId: stranger.org.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(
      await h.db.select().from(haulerClients).where(eq(haulerClients.generatorOrgId, person.orgId)),
    ).toEqual([]);
    // a hauler cannot answer its own request
    await expect(b.as.clientLinks.accept({ haulerOrgId: b.org.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });

  it("another hauler's phone record of a CPF is never linked or revealed: the caller gets its own record", async () => {
    const a = await hauler();
    const b = await hauler();
    const cpf = randomCpf();
    const first = await register(a.as, cpf, "Joana Pereira (do A)");
    if (first.status !== "registered") throw new Error(first.status);
    const aSite = await a.as.dispatch.orders.createClientSite({
      generatorOrgId: first.generatorOrgId,
      ...SITE,
      name: "Obra que o A cadastrou",
    });
    const second = await register(b.as, cpf, "Joana (do B)");
    if (second.status !== "registered") throw new Error(second.status);
    expect(second.generatorOrgId).not.toBe(first.generatorOrgId);
    expect(second.legalName).toBe("Joana (do B)");
    expect(await b.as.dispatch.orders.clientSites({ generatorOrgId: second.generatorOrgId })).toEqual([]);
    await expect(
      b.as.dispatch.orders.clientSites({ generatorOrgId: first.generatorOrgId }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await b.as.ctr.hauler.options()).sites.map((s) => s.id)).not.toContain(aSite.id);
    const [aRecord] = await h.db.select().from(orgs).where(eq(orgs.id, first.generatorOrgId));
    expect(aRecord).toMatchObject({ legalName: "Joana Pereira (do A)", managedByOrgId: a.org.id });
    expect(
      (
        await h.db.select().from(haulerClients).where(eq(haulerClients.generatorOrgId, first.generatorOrgId))
      ).map((r) => r.orgId),
    ).toEqual([a.org.id]);
    // the hauler's own record: it may invite the person to the portal; the other hauler's: not found
    expect((await b.as.clients.list()).map((c) => c.ownRecord)).toEqual([true]);
    await expect(
      b.as.clients.inviteToPortal({ generatorOrgId: first.generatorOrgId, email: "intruso@exemplo.com.br" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    // and phone records never stop the person from signing up with their own CPF
    const signed = await callerFor(h.db, null).accounts.signUp({
      kind: "generator",
      personType: "person",
      name: "Joana Pereira",
      email: `joana-${cpf}@exemplo.com.br`,
      password: strong,
      legalName: "Joana Pereira",
      taxId: cpf,
      municipalityId: "juiz-de-fora-mg",
    });
    expect(signed.status).toBe("active");
    await expect(
      callerFor(h.db, null).accounts.signUp({
        kind: "generator",
        personType: "person",
        name: "Outra Joana",
        email: `outra-${cpf}@exemplo.com.br`,
        password: strong,
        legalName: "Outra Joana",
        taxId: cpf,
        municipalityId: "juiz-de-fora-mg",
      }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: "Já existe gerador com este CPF na plataforma." });
    // the haulers keep their records; a third hauler now asks the person's own org
    const c = await hauler();
    expect(await register(c.as, cpf)).toEqual({ status: "requested" });
  });

  it("two haulers registering one new CPF at once each get their own record", async () => {
    const a = await hauler();
    const b = await hauler();
    const cpf = randomCpf();
    const [ra, rb] = await Promise.all([
      register(a.as, cpf, "Cliente do A"),
      register(b.as, cpf, "Cliente do B"),
    ]);
    expect([ra?.status, rb?.status]).toEqual(["registered", "registered"]);
    const records = await h.db
      .select()
      .from(orgs)
      .where(and(eq(orgs.kind, "generator"), eq(orgs.taxId, cpf)));
    expect(records.map((r) => r.managedByOrgId).sort()).toEqual([a.org.id, b.org.id].sort());
  });

  it("a person who joins a hauler's record through its invitation owns it: later haulers must ask", async () => {
    const a = await hauler();
    const admin = await makeMember(h.db, a.org.id, "admin");
    const cpf = randomCpf();
    const record = await register(callerFor(h.db, admin, a.org.id), cpf, "Paulo Roberto Dias");
    if (record.status !== "registered") throw new Error(record.status);
    const email = `paulo-${cpf}@exemplo.com.br`;
    await callerFor(h.db, admin, a.org.id).clients.inviteToPortal({
      generatorOrgId: record.generatorOrgId,
      email,
    });
    const { token } = await lastEmailTo(h.db, email);
    await callerFor(h.db, null).accounts.acceptInvitationAsNewUser({
      token,
      name: "Paulo Roberto Dias",
      password: strong,
    });
    const [org] = await h.db.select().from(orgs).where(eq(orgs.id, record.generatorOrgId));
    expect(org?.managedByOrgId).toBeNull();
    expect((await a.as.clients.list()).map((c) => c.generatorOrgId)).toEqual([record.generatorOrgId]);
    const c = await hauler();
    expect(await register(c.as, cpf)).toEqual({ status: "requested" });
    const [paulo] = await h.db.select().from(users).where(eq(users.email, email));
    if (!paulo) throw new Error("no user");
    const incoming = await callerFor(h.db, paulo, record.generatorOrgId).clientLinks.incoming();
    expect(incoming.map((r) => r.haulerOrgId)).toEqual([c.org.id]);
    expect((await lastEmailTo(h.db, email)).template).toBe("client_link_requested");
  });

  it("a hauler linked to a person's own org cannot invite people into it, even when nobody is active there", async () => {
    const person = await signedUpPerson();
    const b = await hauler();
    const admin = await makeMember(h.db, b.org.id, "admin");
    await register(b.as, person.cpf);
    await person.as.clientLinks.accept({ haulerOrgId: b.org.id });
    await h.db.update(memberships).set({ active: false }).where(eq(memberships.orgId, person.orgId));
    await expect(
      callerFor(h.db, admin, b.org.id).clients.inviteToPortal({
        generatorOrgId: person.orgId,
        email: "tomada@exemplo.com.br",
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(await h.db.select().from(emailOutbox).where(eq(emailOutbox.to, "tomada@exemplo.com.br"))).toEqual(
      [],
    );
  });
});
