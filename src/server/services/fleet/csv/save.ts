import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/server/db/client";
import { cacambas, drivers, orgCounters, trucks } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write";
import { assertWithinPlan } from "@/server/services/billing/limits";
import type { OrgScope } from "@/server/services/context";
import { newPublicCode } from "../public-code";
import type { FleetList, ParsedRow } from "./columns";

const BATCH = 1000;

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

function valuesFor(list: FleetList, orgId: string, rows: ParsedRow<FleetList>[], firstNumber: number) {
  if (list === "cacambas")
    return (rows as ParsedRow<"cacambas">[]).map((r, i) => ({
      orgId,
      number: firstNumber + i,
      publicCode: newPublicCode(),
      capacityM3: r.capacidade_m3 ?? 0,
      lengthM: r.comprimento_m,
      widthM: r.largura_m,
      heightM: r.altura_m,
      status: r.situacao,
    }));
  if (list === "trucks")
    return (rows as ParsedRow<"trucks">[]).map((r) => ({
      orgId,
      plate: r.placa,
      kind: "hooklift",
      capacityT: r.capacidade_t,
    }));
  return (rows as ParsedRow<"drivers">[]).map((r) => ({
    orgId,
    name: r.nome,
    cnhNumber: r.cnh,
    cnhCategory: r.categoria,
    cnhValidUntil: r.validade_cnh,
  }));
}

async function insertBatch(tx: DbOrTx, list: FleetList, batch: unknown[]) {
  if (list === "cacambas") await tx.insert(cacambas).values(batch as (typeof cacambas.$inferInsert)[]);
  else if (list === "trucks") await tx.insert(trucks).values(batch as (typeof trucks.$inferInsert)[]);
  else await tx.insert(drivers).values(batch as (typeof drivers.$inferInsert)[]);
}

/** Inserts every row in one transaction, in batches; caçamba numbers continue the org's sequence. */
export function saveRows(
  scope: OrgScope,
  list: FleetList,
  rows: ParsedRow<FleetList>[],
  onSaved: (done: number) => void,
): Promise<number> {
  return scope.db.transaction(async (tx) => {
    const first = list === "cacambas" ? await reserveNumbers(tx, scope.orgId, "cacamba", rows.length) : 0;
    if (list === "cacambas") await assertWithinPlan(tx, scope.orgId, "cacambas", rows.length);
    const values = valuesFor(list, scope.orgId, rows, first);
    for (let i = 0; i < values.length; i += BATCH) {
      await insertBatch(tx, list, values.slice(i, i + BATCH));
      onSaved(Math.min(i + BATCH, values.length));
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
