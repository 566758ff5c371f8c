import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/server/db/client";
import { cacambas, drivers, orgCounters, trucks } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write";
import { assertWithinPlan } from "@/server/services/billing/limits";
import type { OrgScope } from "@/server/services/context";
import { slices } from "@/server/slices";
import { newPublicCode } from "../public-code";
import type { FleetList, ParsedRow } from "./columns";

/**
 * Rows per INSERT. drizzle builds a multi-row insert's SQL on the event loop in a time that grows
 * faster than its rows (measured: 100 rows ≈ 2 ms, 250 ≈ 8–40 ms, 1,000 ≈ 180–480 ms), so the batches
 * stay small and other requests are served between them.
 */
const BATCH = 100;
/** Progress is reported every this many rows saved (and at the end). */
const PROGRESS_EVERY = 1000;

/** Reserves `count` consecutive numbers of a per-org counter in one `UPDATE … RETURNING` (gapless, row-locked). */
async function reserveNumbers(tx: DbOrTx, orgId: string, name: string, count: number): Promise<number> {
  await tx.insert(orgCounters).values({ orgId, name, value: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(orgCounters)
    .set({ value: sql`${orgCounters.value} + ${count}` })
    .where(and(eq(orgCounters.orgId, orgId), eq(orgCounters.name, name)))
    .returning({ value: orgCounters.value });
  if (!row) throw new Error(`counter ${name} missing for org ${orgId}`);
  return row.value - count + 1;
}

/** The row to insert for one parsed line; `number` is the caçamba's (unused for trucks and drivers). */
function rowValues(list: FleetList, orgId: string, row: ParsedRow<FleetList>, number: number) {
  if (list === "cacambas") {
    const r = row as ParsedRow<"cacambas">;
    return {
      orgId,
      number,
      publicCode: newPublicCode(),
      capacityM3: r.capacidade_m3 ?? 0,
      lengthM: r.comprimento_m,
      widthM: r.largura_m,
      heightM: r.altura_m,
      status: r.situacao,
    };
  }
  if (list === "trucks") {
    const r = row as ParsedRow<"trucks">;
    return { orgId, plate: r.placa, kind: "hooklift", capacityT: r.capacidade_t };
  }
  const r = row as ParsedRow<"drivers">;
  return {
    orgId,
    name: r.nome,
    cnhNumber: r.cnh,
    cnhCategory: r.categoria,
    cnhValidUntil: r.validade_cnh,
  };
}

async function insertBatch(tx: DbOrTx, list: FleetList, batch: unknown[]) {
  if (list === "cacambas") await tx.insert(cacambas).values(batch as (typeof cacambas.$inferInsert)[]);
  else if (list === "trucks") await tx.insert(trucks).values(batch as (typeof trucks.$inferInsert)[]);
  else await tx.insert(drivers).values(batch as (typeof drivers.$inferInsert)[]);
}

/**
 * Inserts every row in one transaction, in batches; caçamba numbers continue the org's sequence. The
 * batches' rows are made in slices (`slices`: a public code each), so other requests are served meanwhile.
 */
export function saveRows(
  scope: OrgScope,
  list: FleetList,
  rows: ParsedRow<FleetList>[],
  onSaved: (done: number) => void,
): Promise<number> {
  return scope.db.transaction(async (tx) => {
    const first = list === "cacambas" ? await reserveNumbers(tx, scope.orgId, "cacamba", rows.length) : 0;
    if (list === "cacambas") await assertWithinPlan(tx, scope.orgId, "cacambas", rows.length);
    const pause = slices();
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch: unknown[] = [];
      for (const [j, row] of rows.slice(i, i + BATCH).entries()) {
        batch.push(rowValues(list, scope.orgId, row, first + i + j));
        await pause();
      }
      await insertBatch(tx, list, batch);
      const saved = Math.min(i + BATCH, rows.length);
      if (saved % PROGRESS_EVERY === 0 || saved === rows.length) onSaved(saved);
    }
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: `${list}.imported`,
      entity: list,
      after: { rows: rows.length, firstNumber: list === "cacambas" ? first : undefined },
    });
    return rows.length;
  });
}
