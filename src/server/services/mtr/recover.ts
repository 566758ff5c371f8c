import { and, eq, inArray } from "drizzle-orm";
import type { MtrSystem } from "@/domain/mtr";
import type { Db } from "@/server/db/client";
import { mtrs } from "@/server/db/schema";
import type { MtrClient } from "@/server/mtr/client";
import { MtrCallError } from "@/server/mtr/errors";
import type { ManifestFound, MtrLogin } from "@/server/mtr/protocol";
import type { MtrFacts } from "./facts";

/**
 * How each system lets us find a manifest whose `salvarManifestoLote` timed out (docs/mtr-cdf.md,
 * "Recovery after a timeout"): SIGOR by our own code; FEAM (and INEA, inferred) by listing the
 * generator's manifests of the period and reading each one; SINIR documents neither.
 */
export const RECOVERY: Record<MtrSystem, "ourCode" | "dayListing" | "none"> = {
  sigor: "ourCode",
  feam: "dayListing",
  inea: "dayListing",
  sinir: "none",
};

type Row = typeof mtrs.$inferSelect;

const plateOf = (p: string | null) => (p ?? "").replace(/[^A-Za-z0-9]/g, "").toUpperCase();

/** A listed manifest is this MTR when its receiver, transporter, plate and waste are what we sent. */
export function isOurManifest(found: ManifestFound, facts: MtrFacts): boolean {
  const waste = found.wastes[0];
  return (
    found.receiverUnit === facts.receiver.unitCode &&
    found.transporterUnit === facts.transporter.unitCode &&
    plateOf(found.plate) === plateOf(facts.plate) &&
    found.wastes.length === 1 &&
    waste !== undefined &&
    waste.ibamaCode === facts.ibamaCode &&
    Math.abs(waste.quantity - facts.quantityM3) < 0.001
  );
}

/**
 * The manifest a timed-out save may have left in the system, or null when the system has none
 * (then it is sent again). `unsupported` when the system documents no way to look for it.
 */
export async function recoverManifest(
  db: Db,
  client: MtrClient,
  login: MtrLogin,
  row: Row,
  now: Date,
): Promise<ManifestFound | null | "unsupported"> {
  const how = RECOVERY[row.system];
  if (how === "none") return "unsupported";
  if (how === "ourCode") return client.findManifest(login, { ourCode: row.ourCode });
  let codes: string[];
  try {
    codes = await client.listManifestCodes(login, row.createdAt, now);
  } catch (e) {
    // A system without the listing (INEA's is inferred) is held for a person, like SINIR.
    if (e instanceof MtrCallError && e.kind === "refused" && e.httpStatus === 404) return "unsupported";
    throw e;
  }
  if (codes.length === 0) return null;
  // A listed manifest another of our MTRs already holds is not this one.
  const taken = new Set(
    (
      await db
        .select({ number: mtrs.number })
        .from(mtrs)
        .where(and(eq(mtrs.system, row.system), inArray(mtrs.number, codes)))
    ).map((r) => r.number),
  );
  const facts = row.facts as MtrFacts;
  for (const code of codes) {
    if (taken.has(code)) continue;
    const found = await client.findManifest(login, { number: code });
    if (found && found.situation !== "cancelado" && isOurManifest(found, facts)) return found;
  }
  return null;
}
