import { and, eq, isNull } from "drizzle-orm";
import type { WasteClass } from "@/domain/pricing/terms";
import { priceRows, priceSurcharges } from "@/server/db/schema";
import { DomainError, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { assertClientOf } from "@/server/services/dispatch/clients";
import { hasPriceSettings } from "./table";

export interface PriceRowInput {
  sizeM3: number;
  wasteClass: WasteClass;
  clientOrgId?: string | null;
  rentalCents: number;
  includedTonnes: number;
}

const settingsFirst = () =>
  new DomainError(
    "PRECONDITION_FAILED",
    "Salve primeiro as regras gerais (dias incluídos, dia extra, troca…): os preços por tamanho dependem delas.",
  );

/** Sets the rental of one size and class (for everyone, or for one client of this hauler). */
export function savePriceRow(scope: OrgScope, input: PriceRowInput) {
  return scope.db.transaction(async (tx) => {
    if (!(await hasPriceSettings(tx, scope.orgId))) throw settingsFirst();
    const clientOrgId = input.clientOrgId ?? null;
    if (clientOrgId) await assertClientOf(tx, scope.orgId, clientOrgId);
    const key = and(
      eq(priceRows.orgId, scope.orgId),
      clientOrgId ? eq(priceRows.clientOrgId, clientOrgId) : isNull(priceRows.clientOrgId),
      eq(priceRows.sizeM3, input.sizeM3),
      eq(priceRows.wasteClass, input.wasteClass),
    );
    const [before] = await tx.select().from(priceRows).where(key);
    const values = { rentalCents: input.rentalCents, includedTonnes: input.includedTonnes };
    const [row] = before
      ? await tx.update(priceRows).set(values).where(key).returning({ id: priceRows.id })
      : await tx
          .insert(priceRows)
          .values({
            orgId: scope.orgId,
            clientOrgId,
            sizeM3: input.sizeM3,
            wasteClass: input.wasteClass,
            ...values,
          })
          .returning({ id: priceRows.id });
    if (!row) throw new Error("price row not written");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "price.row_saved",
      entity: "price_row",
      entityId: row.id,
      before: before ?? null,
      after: { ...input, clientOrgId },
    });
    return row;
  });
}

export function removePriceRow(scope: OrgScope, id: string) {
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(priceRows)
      .where(and(eq(priceRows.orgId, scope.orgId), eq(priceRows.id, id)))
      .returning();
    if (!row) throw notFound("Preço");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "price.row_removed",
      entity: "price_row",
      entityId: id,
      before: row,
    });
    return { id };
  });
}

/** Sets (or, with 0, keeps at zero) the surcharge of one municipality. */
export function saveSurcharge(scope: OrgScope, input: { municipalityId: string; surchargeCents: number }) {
  return scope.db.transaction(async (tx) => {
    if (!(await hasPriceSettings(tx, scope.orgId))) throw settingsFirst();
    const [before] = await tx
      .select()
      .from(priceSurcharges)
      .where(
        and(eq(priceSurcharges.orgId, scope.orgId), eq(priceSurcharges.municipalityId, input.municipalityId)),
      );
    await tx
      .insert(priceSurcharges)
      .values({ orgId: scope.orgId, ...input })
      .onConflictDoUpdate({
        target: [priceSurcharges.orgId, priceSurcharges.municipalityId],
        set: { surchargeCents: input.surchargeCents },
      });
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "price.surcharge_saved",
      entity: "price_surcharge",
      entityId: null,
      before: before ?? null,
      after: input,
    });
    return input;
  });
}

export function removeSurcharge(scope: OrgScope, municipalityId: string) {
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(priceSurcharges)
      .where(and(eq(priceSurcharges.orgId, scope.orgId), eq(priceSurcharges.municipalityId, municipalityId)))
      .returning();
    if (!row) throw notFound("Acréscimo do município");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "price.surcharge_removed",
      entity: "price_surcharge",
      before: row,
    });
    return { municipalityId };
  });
}
