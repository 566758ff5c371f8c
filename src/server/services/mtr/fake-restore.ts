import { and, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "@/server/db/client";
import { mtrCdfs, mtrs, users } from "@/server/db/schema";
import { createFakeMtr, type FakeMtr } from "@/server/mtr/fake/handler";
import { type KnownCdf, type KnownManifest, restoreFakeMtr } from "@/server/mtr/fake/restore";
import type { MtrFacts } from "./facts";
import { registeredUnitName } from "./fake-registry";

const SITUATION = { received: "Recebido", cancelled: "Cancelado" } as const;

/**
 * What the database says the MTR systems hold, for the built-in fake to take back at start
 * (src/server/mtr/fake/restore.ts): every manifest that got a number, every CDF issued.
 */
export async function knownMtrRecords(db: DbOrTx): Promise<{ manifests: KnownManifest[]; cdfs: KnownCdf[] }> {
  const [rows, cdfRows] = await Promise.all([
    db.select().from(mtrs).where(isNotNull(mtrs.number)),
    db
      .select({ cdf: mtrCdfs, responsible: users.name })
      .from(mtrCdfs)
      .leftJoin(users, eq(users.id, mtrCdfs.issuedBy))
      .where(and(eq(mtrCdfs.status, "issued"), isNotNull(mtrCdfs.number)))
      .then((found) => found.map((r) => ({ ...r.cdf, responsible: r.responsible ?? "" }))),
  ]);
  const cdfNumber = new Map(cdfRows.map((c) => [c.id, c.number as string]));
  const manifests = rows.map((r): KnownManifest => {
    const facts = r.facts as MtrFacts;
    const cdf = (r.cdfId && cdfNumber.get(r.cdfId)) || null;
    return {
      system: r.system,
      number: r.number as string,
      ourCode: r.ourCode,
      generator: { taxId: facts.generator.taxId, unitCode: facts.generator.unitCode },
      transporter: { taxId: facts.transporter.taxId, unitCode: facts.transporter.unitCode },
      receiver: { taxId: facts.receiver.taxId, unitCode: facts.receiver.unitCode },
      situation: r.status === "received" || r.status === "cancelled" ? SITUATION[r.status] : "Salvo",
      wastes: [{ resCodigoIbama: facts.ibamaCode, marQuantidade: facts.quantityM3 }],
      cdf,
      // The hauler's client issued and received it; the receiver's certified it.
      orgs: cdf ? [r.orgId, r.receiverOrgId] : [r.orgId],
    };
  });
  const cdfs = cdfRows.map((c): KnownCdf => {
    const numbers = manifests.filter((m) => m.cdf === c.number && m.system === c.system);
    return {
      system: c.system,
      number: c.number as string,
      receiver: numbers[0]?.receiver ?? { taxId: "", unitCode: "" },
      numbers: numbers.map((m) => m.number),
      from: Date.parse(c.periodFrom),
      to: Date.parse(c.periodTo),
      issuedAt: (c.issuedAt ?? c.requestedAt).getTime(),
      responsible: c.responsible,
      orgs: [c.orgId],
    };
  });
  return { manifests, cdfs };
}

/** The built-in fake as the database leaves it: its registry of parties and what it already holds. */
export async function fakeMtrOfDatabase(db: DbOrTx): Promise<FakeMtr> {
  const fake = createFakeMtr(undefined, (system, unit) => registeredUnitName(db, system, unit));
  const known = await knownMtrRecords(db);
  restoreFakeMtr(fake, known.manifests, known.cdfs);
  return fake;
}
