import { eq } from "drizzle-orm";
import { normalizePixKey } from "@/domain/pix/key";
import { brCodeText, CITY_MAX, NAME_MAX } from "@/domain/pix/text";
import type { DbOrTx } from "@/server/db/client";
import { haulerPixSettings } from "@/server/db/schema";
import { invalidField } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";

export type PixSettings = typeof haulerPixSettings.$inferSelect;

/** The hauler's Pix key with the receiver's name and city, or null when it has not set one. */
export async function loadPixSettings(db: DbOrTx, orgId: string): Promise<PixSettings | null> {
  const [row] = await db.select().from(haulerPixSettings).where(eq(haulerPixSettings.orgId, orgId));
  return row ?? null;
}

export async function getPixSettings(scope: OrgScope) {
  const row = await loadPixSettings(scope.db, scope.orgId);
  return row && { keyKind: row.keyKind, key: row.key, receiverName: row.receiverName, city: row.city };
}

export interface PixSettingsInput {
  key: string;
  receiverName: string;
  city: string;
}

/**
 * Saves the hauler's Pix key (CPF, CNPJ, e-mail, celular or chave aleatória, normalized) with the name
 * and city the bank shows the payer; refused in pt-BR naming the field, nothing written.
 */
export async function savePixSettings(scope: OrgScope, input: PixSettingsInput) {
  if (scope.orgKind !== "hauler") throw invalidField("key", "Só transportadores recebem faturas por Pix.");
  const key = normalizePixKey(input.key);
  if (!key.ok) throw invalidField("key", key.error);
  if (brCodeText(input.receiverName, NAME_MAX) === "")
    throw invalidField(
      "receiverName",
      "Informe o nome do recebedor como o banco mostra (letras sem acento contam).",
    );
  if (brCodeText(input.city, CITY_MAX) === "")
    throw invalidField("city", "Informe a cidade do recebedor, como Juiz de Fora.");
  return scope.db.transaction(async (tx) => {
    const before = await loadPixSettings(tx, scope.orgId);
    const values = {
      keyKind: key.kind,
      key: key.key,
      receiverName: input.receiverName,
      city: input.city,
      updatedBy: scope.userId,
      updatedAt: new Date(),
    };
    await tx
      .insert(haulerPixSettings)
      .values({ orgId: scope.orgId, ...values })
      .onConflictDoUpdate({ target: haulerPixSettings.orgId, set: values });
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "company.pix_updated",
      entity: "org",
      entityId: scope.orgId,
      before: before && {
        keyKind: before.keyKind,
        key: before.key,
        receiverName: before.receiverName,
        city: before.city,
      },
      after: { keyKind: key.kind, key: key.key, receiverName: input.receiverName, city: input.city },
    });
    return { keyKind: key.kind, key: key.key, receiverName: input.receiverName, city: input.city };
  });
}
