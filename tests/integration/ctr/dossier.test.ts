import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ctrContentHash, formatCtrNumber } from "@/domain/ctr";
import type { DbHandle } from "@/server/db/client";
import { ctrs, storedFiles } from "@/server/db/schema";
import { startDossier } from "@/server/services/ctr/dossier";
import { type CtrRow, canonicalInputOf } from "@/server/services/ctr/view";
import { LocalDiskStorage } from "@/server/services/files/local-disk-storage";
import { makeCtrWorld } from "../../fixtures/ctr/world";
import { freshDatabase } from "../../helpers/db";

let h: DbHandle;
beforeAll(async () => {
  h = await freshDatabase();
});
afterAll(async () => {
  await h.close();
});

/** Copies of one issued CTR with new numbers, received on alternating classes and receivers' weights. */
async function cloneCtrs(template: CtrRow, n: number) {
  const rows: (typeof ctrs.$inferInsert)[] = [];
  for (let i = 2; i <= n + 1; i++) {
    const issuedAt = new Date(template.issuedAt.getTime() + i * 60_000);
    const row = {
      ...template,
      id: undefined,
      seq: i,
      number: formatCtrNumber(template.year, i),
      publicCode: randomBytes(12).toString("base64url"),
      issuedAt,
      wasteClass: i % 3 === 0 ? "B" : "A",
      status: "received" as const,
      receivedAt: issuedAt,
      receivedWeightT: 5,
      receivedClass: i % 3 === 0 ? "B" : "A",
    };
    const hash = await ctrContentHash(canonicalInputOf(row as unknown as CtrRow));
    const { id: _id, ...values } = { ...row, contentHash: hash };
    rows.push(values);
  }
  for (let i = 0; i < rows.length; i += 250) await h.db.insert(ctrs).values(rows.slice(i, i + 250));
}

function pdfText(buf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "dossie-"));
  const file = join(dir, "d.pdf");
  writeFileSync(file, buf);
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
}

describe("site dossier for the Habite-se (JP art. 12, §3º)", () => {
  it("builds 1,000 CTRs in the background with progress, totals by class and receiver, stored as a file", async () => {
    const w = await makeCtrWorld(h.db, "DOS");
    const first = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    const [template] = await h.db.select().from(ctrs).where(eq(ctrs.id, first.id));
    if (!template) throw new Error("missing");
    await cloneCtrs(template, 999);
    const root = mkdtempSync(join(tmpdir(), "dossie-store-"));
    const storage = new LocalDiskStorage(root);
    const grant = await w.client.ctr.documents.generatorGrant();
    const t0 = performance.now();
    const started = await startDossier({ ...grant, db: h.db }, w.site.id, { storage, tempDir: root });
    expect(started.total).toBe(1000);
    const seen = new Set<number>();
    let status = "";
    while (status !== "done" && status !== "failed") {
      const d = await w.client.ctr.documents.dossier({ id: started.id });
      seen.add(d.done);
      status = d.status;
      await new Promise((r) => setTimeout(r, 50));
    }
    await started.done;
    const ms = performance.now() - t0;
    const d = await w.client.ctr.documents.dossier({ id: started.id });
    expect(d.status).toBe("done");
    expect(d.done).toBe(1000);
    expect(seen.size).toBeGreaterThan(2);
    console.log(`dossier: 1000 CTRs built in ${Math.round(ms)} ms`);
    const [file] = await h.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.orgId, w.generator.id), eq(storedFiles.id, d.fileId ?? "")));
    if (!file) throw new Error("no file");
    const text = pdfText(readFileSync(join(root, file.storageKey)));
    expect(text).toContain("DOSSIÊ DE CONTROLES DE TRANSPORTE DE RESÍDUOS DA OBRA");
    expect(text).toContain("CTRs: 1000");
    expect(text).toContain("Classe A: 666 CTR");
    expect(text).toContain("Classe B: 333 CTR");
    expect(text).toContain("DOS ATT: 999 CTR");
    expect(text).toContain(formatCtrNumber(template.year, 1000));
    expect(text).not.toContain("DIVERGENTE");
    // Another generator cannot read the dossier.
    const other = await makeCtrWorld(h.db, "DOX");
    await expect(other.client.ctr.documents.dossier({ id: started.id })).rejects.toThrow();
  }, 120_000);
});
