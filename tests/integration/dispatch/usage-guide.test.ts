import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { renderUsageGuidePdf } from "@/server/pdf/usage-guide/render";
import { freshDatabase } from "../../helpers/db";
import { today } from "../../helpers/today";
import { freeSpot, makeDispatchWorld, ROADWAY, SITE } from "./world";

function pdfText(buf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), "guia-")), "g.pdf");
  writeFileSync(file, buf);
  return execFileSync("pdftotext", [file, "-"]).toString("utf8").replace(/\s+/g, " ");
}

describe("usage guide PDF (JP art. 18, §3º, III, b)", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("Juiz de Fora: the drop-off's computed deadline and the five topics, each with its article", async () => {
    const w = await makeDispatchWorld(h.db);
    const placement = await w.as.dispatcher.dispatch.placements.save({
      generatorOrgId: w.generator.id,
      siteId: w.site.id,
      cacambaId: await w.cacamba(),
      footprint: freeSpot(),
      facts: ROADWAY,
    });
    const before = pdfText(
      await renderUsageGuidePdf(
        await w.as.dispatcher.dispatch.placements.usageGuide({ placementId: placement.id }),
      ),
    );
    expect(before).toContain("Ainda não entregue");
    const job = await w.as.dispatcher.dispatch.jobs.create({
      kind: "drop_off",
      placementId: placement.id,
      date: today(),
      driverId: w.driver.id,
    });
    await w.as.driver.dispatch.jobs.submit({ idempotencyKey: randomUUID(), jobId: job.id, action: "start" });
    const done = await w.as.driver.dispatch.jobs.submit({
      idempotencyKey: randomUUID(),
      jobId: job.id,
      action: "complete",
      lat: SITE.lat,
      lon: SITE.lon,
      photoFileId: await w.photo(),
    });
    const data = await w.as.driver.dispatch.placements.usageGuide({ placementId: placement.id });
    expect(data.deadline?.toISOString()).toBe(done.deadline);
    const text = pdfText(await renderUsageGuidePdf(data));
    const local = new Intl.DateTimeFormat("pt-BR", {
      timeZone: "America/Sao_Paulo",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
    }).format(new Date(done.deadline ?? ""));
    expect(text).toContain("Orientações de uso da caçamba");
    expect(text).toContain("Juiz de Fora/MG");
    expect(text).toMatch(
      new RegExp(`Retirar até ${local.replaceAll("/", "\\/")} 23:59 \\(JF art\\. 12, §1º\\)`),
    );
    for (const heading of [
      "Posicionamento e volume",
      "Resíduos admitidos",
      "Quanto tempo a caçamba pode ficar",
      "Transportador cadastrado",
      "Penalidades",
    ])
      expect(text).toContain(heading);
    expect(text).toContain("JF art. 9º, III, a — No mínimo 10 m de ponto de ônibus");
    expect(text).toContain("JF art. 13 — Proibido lixo orgânico");
    expect(text).toContain("JF art. 4º — A contratação de transportadores não cadastrados é proibida.");
    expect(text).toContain("JF art. 27 — Gravíssima: R$ 5.000,00");
    expect(text).toContain("Reforma Rua Halfeld");
    // The guide is João Pessoa's duty (JP art. 18, §3º, III, b); Juiz de Fora's law asks none.
    expect(text).toContain(
      "Documento de orientação ao usuário (regra da Caçamba Certa; a lei de Juiz de Fora não trata disso)",
    );
    expect(text).not.toContain("JP art.");
  });

  it("Indiavaí: what the law does not regulate says so, citing the silent law", async () => {
    const w = await makeDispatchWorld(h.db, { municipalityId: "indiavai-mt" });
    const [placement] = await h.db
      .insert((await import("@/server/db/schema")).placements)
      .values({
        orgId: w.hauler.id,
        generatorOrgId: w.generator.id,
        siteId: w.site.id,
        municipalityId: "indiavai-mt",
        footprint: freeSpot(),
        facts: ROADWAY,
        verdict: {
          ok: true,
          checkedAt: new Date().toISOString(),
          violations: [],
          checklist: [],
          notRegulated: [],
        },
        verdictOk: true,
        createdBy: w.users.dispatcher.id,
      })
      .returning();
    if (!placement) throw new Error("no placement");
    const text = pdfText(
      await renderUsageGuidePdf(
        await w.as.dispatcher.dispatch.placements.usageGuide({ placementId: placement.id }),
      ),
    );
    expect(text).toContain("Indiavaí/MT");
    expect(text).toContain("IN art. 13, III — Não regulado pela lei: Prazo de permanência.");
    expect(text).toContain(
      "IN Código de Limpeza Urbana de 2024 (silente) — A lei de Indiavaí/MT não regula este ponto.",
    );
    expect(text).toContain("IN art. 32, V — Gravíssima");
  });

  it("another hauler cannot read the guide (not found); the generator's client role is refused", async () => {
    const w = await makeDispatchWorld(h.db);
    const placement = await w.as.dispatcher.dispatch.placements.save({
      generatorOrgId: w.generator.id,
      siteId: w.site.id,
      footprint: freeSpot(),
      facts: ROADWAY,
    });
    const other = await makeDispatchWorld(h.db);
    await expect(
      other.as.dispatcher.dispatch.placements.usageGuide({ placementId: placement.id }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      w.as.client.dispatch.placements.usageGuide({ placementId: placement.id }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});
