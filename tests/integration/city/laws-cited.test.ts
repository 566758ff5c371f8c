import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { autoProvisions, haulerArticles, type LawKey } from "@/domain";
import type { DbHandle } from "@/server/db/client";
import { cacambas, orgs } from "@/server/db/schema";
import { renderCitationPdf } from "@/server/pdf/citation/render";
import { freshDatabase } from "../../helpers/db";
import { makeHauler } from "../fleet/world";
import { makeCity } from "./world";

/** Every "XX art." / "XX arts." citation in a text, by its law prefix. */
const lawsCited = (text: string) => [...text.matchAll(/\b(JF|JP|CM|IN) arts?\./g)].map((m) => m[1]);

function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), "auto-")), "auto.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", [file, "-"]).toString("utf8").replace(/\s+/g, " ");
}

const CASES: {
  law: LawKey;
  municipalityId: string;
  article: string;
  settings: {
    updateFactor: number | null;
    upfCents: number | null;
    annex: Record<string, { amountCents: number }> | null;
  };
  /** The article that delegates the missing value, cited in the message that guides the city there. */
  configArticle: string;
  extra: { severity?: "leve"; amountCents?: number };
  yard: string | null;
}[] = [
  {
    law: "JF",
    municipalityId: "juiz-de-fora-mg",
    article: "JF art. 12, §1º",
    settings: { updateFactor: 1, upfCents: null, annex: null },
    configArticle: "JF art. 31",
    extra: {},
    yard: "JF art. 15",
  },
  {
    law: "JP",
    municipalityId: "joao-pessoa-pb",
    article: "JP art. 18, §2º, III",
    settings: {
      updateFactor: null,
      upfCents: null,
      annex: { "JP art. 18, §2º, III": { amountCents: 120000 } },
    },
    configArticle: "JP art. 31, §1º",
    extra: {},
    yard: null,
  },
  {
    law: "CM",
    municipalityId: "cachoeiras-de-macacu-rj",
    article: "CM art. 47, I",
    settings: { updateFactor: 1, upfCents: null, annex: null },
    configArticle: "CM art. 74, §1º",
    extra: { amountCents: 30000 },
    yard: null,
  },
  {
    law: "IN",
    municipalityId: "indiavai-mt",
    article: "IN art. 23, §1º, I, b",
    settings: { updateFactor: null, upfCents: 10000, annex: null },
    configArticle: "IN art. 32",
    extra: { severity: "leve", amountCents: 20000 },
    yard: null,
  },
];

describe("every legal text of an auto and of a hauler's checklist comes from the municipality's own law", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it.each(CASES)(
    "$law: the auto on screen and in the PDF, the first-fine guidance, the hauler's first steps",
    async (c) => {
      const city = await makeCity(h.db, c.municipalityId);
      const hauler = await makeHauler(h.db, [c.municipalityId]);
      await h.db
        .update(orgs)
        .set({ municipalityId: c.municipalityId, yardAddress: "Pátio da Serra, km 3" })
        .where(eq(orgs.id, hauler.org.id));
      await hauler.caller.fleet.createCacamba({ capacityM3: 5 });
      const [cacamba] = await h.db.select().from(cacambas).where(eq(cacambas.orgId, hauler.org.id));
      const checklist = await city.as.city.inspections.checklist();
      expect(checklist.length).toBeGreaterThan(0);
      expect(new Set(lawsCited(checklist.map((i) => `${i.article} ${i.message}`).join(" ")))).toEqual(
        new Set([c.law]),
      );
      const first = checklist[0];
      if (!first || !cacamba) throw new Error("no checklist or caçamba");
      const inspection = await city.as.city.inspections.record({
        cacambaCode: cacamba.publicCode,
        address: "Avenida Central, 100",
        positionSource: "typed",
        lat: -21.76,
        lon: -43.35,
        answers: [{ rule: first.rule, answer: "nonconforming" }],
        photoFileIds: [],
        noPhotoReason: "Registro de teste sem câmera.",
      });
      const input = {
        inspectionId: inspection.id,
        article: c.article,
        facts: "Constatado na vistoria: caçamba em desacordo com a lei.",
        issuedPlace: "Avenida Central, 100",
        inspectorPost: "Fiscal de posturas",
        signature: "Fiscal Ana Souza",
        noticeChannel: "in_person" as const,
        ...c.extra,
      };

      // Before the city configures what its law leaves open: a pt-BR message naming its own article,
      // on the field the screens read to offer the settings screen — no engine input names.
      // The preview answers with the message (a state, not a failed request); issuing is refused with it.
      const preview = await city.as.city.citations.fine({
        offenderOrgId: hauler.org.id,
        article: c.article,
        severity: c.extra.severity ?? null,
      });
      const previewMessage = "configNeeded" in preview ? preview.configNeeded : "";
      expect(previewMessage).toContain(c.configArticle);
      expect(previewMessage).not.toMatch(/fineConfig|updateFactor|upfCents|annex/);
      for (const attempt of [city.as.city.citations.issue(input)]) {
        const e = (await attempt.then(
          () => null,
          (x: unknown) => x,
        )) as { message: string; cause?: { details?: { fieldErrors?: Record<string, string[]> } } } | null;
        expect(e?.message).toContain(c.configArticle);
        expect(e?.message).toContain("configuração da fiscalização");
        expect(e?.message).not.toMatch(/fineConfig|updateFactor|upfCents|annex/);
        expect(e?.cause?.details?.fieldErrors?.fineConfig).toEqual([e?.message]);
        expect(new Set(lawsCited(e?.message ?? ""))).toEqual(new Set([c.law]));
        expect(e?.message).toBe(previewMessage);
      }

      await city.as.city.saveSettings({ ...c.settings, ctrReceiptDays: 3 });
      const issued = await city.as.city.citations.issue(input);
      const detail = await city.as.city.citations.get({ id: issued.id });
      const law = autoProvisions(c.municipalityId);
      const screen = [
        detail.article,
        detail.penalty,
        ...detail.deadlines.map((d) => `${d.from} (${d.article})`),
        ...((detail.fine.notes as string[] | undefined) ?? []),
        JSON.stringify(detail.fine.extraPenalties),
        JSON.stringify(law),
      ].join(" ");
      expect(new Set(lawsCited(screen))).toEqual(new Set([c.law]));
      // One citation per deadline: "(art. 28, parágrafo único) (JF art. 28, parágrafo único)" no more.
      for (const d of detail.deadlines) expect(d.from).not.toMatch(/art\./);

      const text = pdfText(await renderCitationPdf(detail));
      expect(new Set(lawsCited(text))).toEqual(new Set([c.law]));
      expect(text).toContain(`Assinado eletronicamente por Fiscal Ana Souza em`);
      expect(text).toMatch(
        /Assinado eletronicamente por Fiscal Ana Souza em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
      );
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
      // The offender's registered address (company profile), not its yard.
      expect(detail.offenderAddress).toBe("Rua Halfeld, 500 — Centro");
      expect(text).toContain("Rua Halfeld, 500 — Centro");
      expect(text).not.toContain("Pátio da Serra");

      // The hauler's first steps and company screen cite the yard rule only where its law has one.
      const onboarding = await hauler.caller.org.onboarding();
      expect(onboarding?.yardArticle).toBe(c.yard);
      for (const duty of ["yard", "condition", "standingWater", "contactPhone", "complaintsPhone"] as const) {
        const cited = haulerArticles(duty, [c.municipalityId]);
        if (cited) expect(new Set(lawsCited(cited))).toEqual(new Set([c.law]));
      }
    },
  );
});
