import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type DossierRow, renderDossierPdf } from "@/server/pdf/dossier/render";

interface Word {
  page: number;
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/** Every word of the PDF with its box (poppler's pdftotext -bbox), and each page's height. */
function wordsOf(pdf: Buffer): { words: Word[]; heights: number[] } {
  const dir = mkdtempSync(join(tmpdir(), "dossie-cols-"));
  const file = join(dir, "d.pdf");
  writeFileSync(file, pdf);
  const html = execFileSync("pdftotext", ["-bbox", file, "-"]).toString("utf8");
  const words: Word[] = [];
  const heights: number[] = [];
  for (const [n, page] of html.split("<page ").slice(1).entries()) {
    heights.push(Number(page.match(/height="([\d.]+)"/)?.[1]));
    for (const m of page.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ))
      words.push({
        page: n + 1,
        text: m[5] ?? "",
        xMin: Number(m[1]),
        yMin: Number(m[2]),
        xMax: Number(m[3]),
        yMax: Number(m[4]),
      });
  }
  return { words, heights };
}

const HEADERS = ["CTR", "Emissão", "Transportador", "Receptor", "Cl.", "m³", "t", "Situação", "MTR", "Hash"];
const RECEIVERS = [
  "ATT Paraibuna Reciclagem de Entulho Ltda.",
  "Aterro Municipal de Resíduos da Construção Civil e Volumosos de Juiz de Fora",
  "CentralDeTriagemEReciclagemDeEntulhoSemEspaços",
];
const rows: DossierRow[] = Array.from({ length: 60 }, (_, i) => ({
  number: `2026/${String(i + 1).padStart(6, "0")}`,
  issuedAt: new Date("2026-03-10T12:00:00Z"),
  haulerName: i % 2 ? "Caçambas Halfeld Transportes Ltda." : "Serra Verde",
  receiverName: RECEIVERS[i % RECEIVERS.length] ?? "",
  wasteClass: "A",
  volumeM3: 5,
  weightT: i % 4 ? 4.25 : null,
  status: "received",
  hash: "0123456789abcdef0123456789abcdef",
  mtr: i % 3 ? `2603${String(i + 1).padStart(7, "0")} MTR-MG (FEAM)` : null,
}));

describe("site dossier PDF: the CTR table", () => {
  it("wraps long names within their column: no word crosses into the next one, no row falls off a page", async () => {
    const pdf = await renderDossierPdf({
      site: {
        name: "Reforma Rua Halfeld",
        address: "Rua Halfeld, 800",
        municipality: "Juiz de Fora/MG",
        municipalityId: "juiz-de-fora-mg",
      },
      generator: { name: "Construtora Morro do Imperador Ltda.", taxId: "11222333000181" },
      generatedAt: new Date("2026-03-20T12:00:00Z"),
      rows,
      byClass: [{ key: "Classe A", count: rows.length, volumeM3: 450, weightT: 300 }],
      byReceiver: [],
      cdfs: [],
    });
    const { words, heights } = wordsOf(pdf);
    const tablePages = [...new Set(words.filter((w) => w.text === "Receptor").map((w) => w.page))];
    expect(tablePages.length).toBeGreaterThan(1);
    let checked = 0;
    for (const page of tablePages) {
      const on = words.filter((w) => w.page === page);
      const header = HEADERS.map((h) => on.find((w) => w.text === h));
      const starts = header.map((w) => w?.xMin ?? Number.NaN);
      expect(starts.every((x, i) => i === 0 || x > (starts[i - 1] ?? 0))).toBe(true);
      const headerBottom = Math.max(...header.map((w) => w?.yMax ?? 0));
      const footer = (heights[page - 1] ?? 0) - 28;
      for (const w of on.filter((w) => w.yMin > headerBottom && w.yMax < footer)) {
        const col = starts.findLastIndex((x) => x <= w.xMin + 0.5);
        const next = starts[col + 1];
        if (next !== undefined)
          expect(w.xMax, `"${w.text}" (p. ${page}) runs into ${HEADERS[col + 1]}`).toBeLessThan(next - 1);
        checked++;
      }
      // Everything drawn stays inside the page's bottom margin.
      for (const w of on) expect(w.yMax, `"${w.text}" (p. ${page})`).toBeLessThanOrEqual(footer + 14);
    }
    expect(checked).toBeGreaterThan(500);
    // Every CTR is on some page, once.
    const numbers = words.filter((w) => /^2026\/\d{6}$/.test(w.text)).map((w) => w.text);
    expect(numbers).toEqual(rows.map((r) => r.number));
  }, 60_000);
});
