import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { submitCitizenReport } from "@/server/services/city/citizen-reports";
import { runDueReminders, scheduleReminders } from "@/server/services/dispatch/reminders";
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
import { makeCity, makeStreetWorld } from "./city/world";

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
    await runDueReminders(h.db, new Date(deadline.getTime() + 60_000));

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

    const links = await outboxLinks(h.db);
    const sent = new Set(links.map((l) => l.template));
    const withLink = new Set(templatesInSource().filter((t) => !WITHOUT_LINK.has(t)));
    expect([...withLink].sort()).toEqual([...sent].sort());
    expect(links.filter((l) => !l.opens)).toEqual([]);
    // Each recipient of the deadline reminder: the hauler's list, the client's own page at that caçamba.
    const clientReminder = links.find(
      (l) => l.template === "placement_overdue" && l.to === w.users.client.email,
    );
    expect(
      new URL(clientReminder?.url ?? "http://x").pathname + new URL(clientReminder?.url ?? "http://x").hash,
    ).toBe(`/minhas-cacambas#colocacao-${w.placement.id}`);
    const staffReminder = links.find(
      (l) => l.template === "placement_overdue" && l.to === w.users.dispatcher.email,
    );
    expect(new URL(staffReminder?.url ?? "http://x").pathname).toBe("/colocacoes");
  });
});
