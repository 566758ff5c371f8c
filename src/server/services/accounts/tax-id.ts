import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { OrgKind } from "@/lib/roles";
import { ORG_KIND_LABEL } from "@/lib/roles";
import type { Tx } from "@/server/db/client";
import { orgs } from "@/server/db/schema";
import { conflict } from "@/server/errors";

export interface TaxIdClaim {
  kind: OrgKind;
  personType: "company" | "person";
  /** Digits only. */
  taxId: string;
  /** The org that is setting its own tax id (a profile change): it does not collide with itself. */
  orgId?: string;
}

/**
 * The one rule for tax ids: within an org kind, one CNPJ/CPF belongs to one org. Every place that
 * sets a tax id (sign-up, the hauler's profile, a generator created by a hauler) calls this inside
 * its transaction: it takes a transaction lock on (kind, tax id), so two at once cannot both pass,
 * and refuses with a pt-BR 409. The unique index `orgs_kind_tax_id_uq` is the backstop. A hauler's
 * private client records (`managedByOrgId` set) do not hold the tax id: they never stop the
 * person or company itself from signing up.
 */
export async function assertTaxIdFree(tx: Tx, claim: TaxIdClaim): Promise<void> {
  await lockTaxId(tx, claim.kind, claim.taxId);
  const [taken] = await tx
    .select({ id: orgs.id })
    .from(orgs)
    .where(
      and(
        eq(orgs.kind, claim.kind),
        eq(orgs.taxId, claim.taxId),
        isNull(orgs.managedByOrgId),
        claim.orgId ? ne(orgs.id, claim.orgId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw taxIdTaken(claim);
}

/** Serializes everything that sets or looks up this kind and tax id until the transaction ends. */
export async function lockTaxId(tx: Tx, kind: OrgKind, taxId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`org:${kind}:${taxId}`}))`);
}

export function taxIdTaken(claim: Pick<TaxIdClaim, "kind" | "personType">) {
  const document = claim.personType === "person" ? "CPF" : "CNPJ";
  return conflict(
    `Já existe ${ORG_KIND_LABEL[claim.kind].toLowerCase()} com este ${document} na plataforma.`,
  );
}
