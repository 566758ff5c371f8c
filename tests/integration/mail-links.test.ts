import { readdirSync, readFileSync, statSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MTR_SYSTEMS } from "@/domain/mtr";
import type { DbHandle } from "@/server/db/client";
import { licences, nfseSettings, users } from "@/server/db/schema";
import { startFakeMtrServer } from "@/server/mtr/fake/node";
import { submitCitizenReport } from "@/server/services/city/citizen-reports";
import { runDueReminders, scheduleReminders } from "@/server/services/dispatch/reminders";
import { sendCertificateWarnings } from "@/server/services/nfse/certificate-warnings";
import { sendLicenceWarnings } from "@/server/services/notifications/licence-notices";
import { oneTapAnswer } from "@/server/services/notifications/one-tap";
import { sendInvoiceReminders } from "@/server/services/receivables/reminders";
import { makeCtrWorld } from "../fixtures/ctr/world";
import { makeMtrWorld } from "../fixtures/mtr/world";
import { freshDatabase } from "../helpers/db";
import {
  callerFor,
  makeMember,
  makeOrg,
  makeUser,
  randomCnpj,
  randomCpf,
  TEST_PASSWORD,
} from "../helpers/factories";
import { outboxLinks, pathOpensFor } from "../helpers/mail-links";
import { today } from "../helpers/today";
import { makeCity, makeStreetWorld } from "./city/world";
import { servedOrder } from "./invoicing/world";
import { invoiceReadyForNfse, startNfseFake } from "./nfse/world";
import { deliveredPlacement } from "./notifications/world";

const HOUR = 3_600_000;
const strong = "Caçambas-no-Pátio-7";
/** E-mails that carry no link. */
const WITHOUT_LINK = new Set(["org_approved", "org_refused"]);

/** Every `template: "…"` an e-mail is sent with, read from the server's source (not the db schema). */
function templatesInSource(dir = "src/server"): string[] {
  if (dir === "src/server/db") return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return templatesInSource(path);
    if (!name.endsWith(".ts")) return [];
    const text = readFileSync(path, "utf8");
    return [...text.matchAll(/template: ([^,\n]+)/g)].flatMap((m) =>
      [...(m[1] ?? "").matchAll(/"([a-z_]+)"/g)].map((q) => q[1] ?? ""),
    );
  });
}

describe("every link in an e-mail opens a page its recipient may see", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("the navigation map: public pages for anyone, inner pages by role", () => {
    expect(pathOpensFor("/redefinir-senha", [])).toBe(true);
    expect(pathOpensFor("/colocacoes", ["client"])).toBe(false);
    expect(pathOpensFor("/colocacoes", ["dispatcher"])).toBe(true);
    expect(pathOpensFor("/minhas-cacambas", ["client"])).toBe(true);
    expect(pathOpensFor("/autuacoes/x", ["operator"])).toBe(true);
    expect(pathOpensFor("/autuacoes/x", ["driver"])).toBe(false);
    expect(pathOpensFor("/fiscalizacao/autos/x", ["auditor"])).toBe(true);
    expect(pathOpensFor("/inicio", ["superadmin"])).toBe(true);
  });

  it("walks every template that sends a link, through the flows that send it", async () => {
    const anonymous = () => callerFor(h.db, null);
    // Accounts: sign-up (verification, the superadmin's request), password reset, e-mail change, invitation.
    await makeUser(h.db, { isSuperadmin: true });
    await anonymous().accounts.signUp({
      kind: "city",
      name: "Helena Prefeita",
      email: `helena-${randomCpf()}@exemplo.com.br`,
      password: strong,
      legalName: "Prefeitura de Indiavaí",
      personType: "company",
      taxId: randomCnpj(),
      municipalityId: "indiavai-mt",
    });
    const hauler = await makeOrg(h.db, { kind: "hauler" });
    const admin = await makeMember(h.db, hauler.id, "admin");
    await anonymous().accounts.requestPasswordReset({ email: admin.email });
    await callerFor(h.db, admin, hauler.id).accounts.requestEmailChange({
      newEmail: `novo-${randomCpf()}@exemplo.com.br`,
      password: TEST_PASSWORD,
    });
    await callerFor(h.db, admin, hauler.id).team.invite({
      email: `convite-${randomCpf()}@exemplo.com.br`,
      role: "dispatcher",
    });

    // Client links: a hauler asks to serve a person who signed up; the person accepts.
    const cpf = randomCpf();
    const person = await anonymous().accounts.signUp({
      kind: "generator",
      personType: "person",
      name: "Maria Aparecida da Silva",
      email: `gerador-${cpf}@exemplo.com.br`,
      password: strong,
      legalName: "Maria Aparecida da Silva",
      taxId: cpf,
      municipalityId: "juiz-de-fora-mg",
    });
    const dispatcher = await makeMember(h.db, hauler.id, "dispatcher");
    await callerFor(h.db, dispatcher, hauler.id).clients.register({
      personType: "person",
      taxId: cpf,
      legalName: "Maria",
      municipalityId: "juiz-de-fora-mg",
    });
    const [personUser] = await h.db.select().from(users).where(eq(users.id, person.userId));
    if (!personUser) throw new Error("no user");
    await callerFor(h.db, personUser, person.orgId).clientLinks.accept({ haulerOrgId: hauler.id });

    // A caçamba on the street: deadline reminders to the hauler's staff and the client.
    const now = Date.now();
    const w = await makeStreetWorld(h.db, new Date(now - 100 * HOUR), new Date(now - 30 * HOUR));
    const deadline = w.placement.deadline ?? new Date();
    await scheduleReminders(h.db, w.hauler.id, w.placement.id, deadline);
    for (const at of [
      deadline.getTime() - 24 * HOUR - 60_000,
      deadline.getTime() - 60_000,
      deadline.getTime() + 60_000,
    ])
      await runDueReminders(h.db, new Date(at));
    // The client answers: "está cheia" in the portal, "pedir a retirada" from the one-tap link of a message.
    await w.as.client.dispatch.placements.reportFull({ placementId: w.placement.id });
    const oneTap = (await outboxLinks(h.db)).find((l) => l.url.includes("/responder/"));
    await oneTapAnswer(h.db, oneTap?.url.split("/responder/")[1] ?? "", "pickup", "198.51.100.9", new Date());
    // A delivery the real way (the client is told), a CTR received (the generator gets the receipt),
    // and a licence ending in 5 days (the hauler's admin).
    await deliveredPlacement(h.db);
    const ctrWorld = await makeCtrWorld(h.db, "ML");
    const ctr = await ctrWorld.haulerDispatcher.ctr.hauler.issue(ctrWorld.issueInput);
    await ctrWorld.haulerDispatcher.ctr.hauler.depart({ id: ctr.id, generatorSignerName: "Mestre de obras" });
    await ctrWorld.operator.ctr.receiver.receive({
      id: ctr.id,
      weightT: 5,
      wasteClass: "A",
      forbiddenFound: [],
    });
    await h.db.insert(licences).values({
      orgId: w.hauler.id,
      kind: "municipal_registration",
      number: "JF-2026-77",
      municipalityId: "juiz-de-fora-mg",
      validFrom: "2020-01-01",
      validUntil: new Date(now + 5 * 24 * HOUR).toISOString().slice(0, 10),
      createdBy: w.users.admin.id,
    });
    await sendLicenceWarnings(h.db, new Date(now));

    // A citizen report, and a citation with its defence and decision.
    const jf = await makeCity(h.db);
    await submitCitizenReport(
      h.db,
      { code: w.cacamba.publicCode, text: "Caçamba cheia de entulho bloqueando a calçada." },
      { ip: `198.51.100.${Math.floor(Math.random() * 250)}`, now: new Date() },
    );
    const inspectionInput = {
      placementId: w.placement.id,
      positionSource: "gps" as const,
      lat: -21.76,
      lon: -43.35,
      answers: [{ rule: "max_dwell", answer: "nonconforming" as const, note: "Na rua há 4 dias" }],
      photoFileIds: [],
      noPhotoReason: "Câmera do aparelho com defeito.",
    };
    const inspection = await jf.as.city.inspections.record(inspectionInput);
    await jf.as.city.saveSettings({ updateFactor: 1, upfCents: null, annex: null, ctrReceiptDays: 3 });
    const citation = await jf.as.city.citations.issue({
      inspectionId: inspection.id,
      article: "JF art. 12, §1º",
      facts: "Caçamba na via pública além do prazo de 3 dias úteis.",
      issuedPlace: "Rua Halfeld, 800 — Centro",
      inspectorPost: "Fiscal de posturas",
      signature: "Fiscal Ana Souza",
      noticeChannel: "in_person",
    });
    await w.as.admin.city.offender.fileDefence({
      citationId: citation.id,
      text: "A caçamba foi retirada no prazo; o cliente a recolocou sem aviso.",
      fileIds: [],
    });
    await jf.as.city.citations.decide({
      id: citation.id,
      outcome: "upheld",
      decision: "Fotos e GPS mostram a caçamba.",
    });

    // An issued invoice: the collection reminders before and after its due date, to the client's people.
    const served = await servedOrder(h.db, {
      placedAt: new Date(now - 10 * 24 * HOUR),
      removedAt: new Date(now - 2 * 24 * HOUR),
      weightT: null,
    });
    const dueIn2Days = new Date(now + 2 * 24 * HOUR).toLocaleDateString("pt-BR", {
      timeZone: "America/Sao_Paulo",
    });
    const invoice = await served.w.as.admin.invoicing.createForOrder({
      orderId: served.order.id,
      dueDate: dueIn2Days,
    });
    await served.w.as.admin.invoicing.issue({ id: invoice.id });
    await sendInvoiceReminders(h.db, new Date(now));
    await sendInvoiceReminders(h.db, new Date(now + 7 * 24 * HOUR));

    // A receiver's CDF: the generator is told it is in its documents (the MTR systems' local fake).
    const mtrFake = await startFakeMtrServer();
    try {
      for (const s of MTR_SYSTEMS) process.env[`MTR_${s.toUpperCase()}_URL`] = mtrFake.baseUrl(s);
      process.env.DATA_DIR = await mkdtemp(join(tmpdir(), "mail-links-mtr-"));
      const m = await makeMtrWorld(h.db, "MLC", "feam");
      const mtrCtr = await m.haulerDispatcher.ctr.hauler.issue(m.issueInput);
      await m.haulerDispatcher.mtr.hauler.request({ ctrId: mtrCtr.id });
      await m.operator.ctr.receiver.receive({
        id: mtrCtr.id,
        weightT: 5,
        wasteClass: "A",
        forbiddenFound: [],
      });
      await m.operator.mtr.receiver.issueCdf({ from: today(), to: today() });
    } finally {
      await mtrFake.close();
    }

    // An NFS-e authorised (the client gets its DANFSe link) and the A1 certificate 5 days from its end (the
    // hauler's admin), against the local fake of Sefin Nacional.
    const nfse = await startNfseFake();
    try {
      const ready = await invoiceReadyForNfse(h.db, nfse.ca);
      await ready.w.as.admin.nfse.issue({ invoiceId: ready.invoiceId });
      const [cert] = await h.db
        .select({ notAfter: nfseSettings.certNotAfter })
        .from(nfseSettings)
        .where(eq(nfseSettings.orgId, ready.w.hauler.id));
      await sendCertificateWarnings(h.db, new Date((cert?.notAfter?.getTime() ?? now) - 5 * 24 * HOUR));
    } finally {
      await nfse.stop();
    }

    const links = await outboxLinks(h.db);
    const sent = new Set(links.map((l) => l.template));
    const withLink = new Set(templatesInSource().filter((t) => !WITHOUT_LINK.has(t)));
    expect([...withLink].sort()).toEqual([...sent].sort());
    expect(links.filter((l) => !l.opens)).toEqual([]);
    // Each recipient of the deadline reminder: the hauler's list, the client's one-tap page for that caçamba.
    const clientReminder = links.find(
      (l) => l.template === "placement_overdue" && l.to === w.users.client.email,
    );
    expect(new URL(clientReminder?.url ?? "http://x").pathname).toMatch(/^\/responder\/[\w-]{115}$/);
    const staffReminder = links.find(
      (l) => l.template === "placement_overdue" && l.to === w.users.dispatcher.email,
    );
    expect(new URL(staffReminder?.url ?? "http://x").pathname).toBe("/colocacoes");
  });
});
