/**
 * Child process of `renderDossierInChild`: reads the dossier data as JSON on stdin, writes the PDF
 * to stdout. Run as `node --import tsx src/server/services/ctr/dossier-worker.ts`.
 */
import { type DossierData, renderDossierPdf } from "@/server/pdf/dossier/render";

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const raw = JSON.parse(Buffer.concat(chunks).toString("utf8")) as DossierData;
const data: DossierData = {
  ...raw,
  generatedAt: new Date(raw.generatedAt),
  rows: raw.rows.map((r) => ({ ...r, issuedAt: new Date(r.issuedAt) })),
  cdfs: raw.cdfs.map((c) => ({ ...c, issuedAt: new Date(c.issuedAt) })),
};
const pdf = await renderDossierPdf(data);
process.stdout.write(pdf, () => process.exit(0));
