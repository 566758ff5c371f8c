import { and, eq } from "drizzle-orm";
import { MTR_SYSTEM_LABEL, type MtrSystem } from "@/domain/mtr";
import { seal, unseal } from "@/server/crypto/secret-box";
import type { DbOrTx } from "@/server/db/client";
import { mtrCredentials } from "@/server/db/schema";
import { DomainError, notFound } from "@/server/errors";
import { forgetMtrTokens } from "@/server/mtr/client";
import type { MtrLogin } from "@/server/mtr/protocol";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";

export interface CredentialsInput {
  system: MtrSystem;
  loginTaxId: string;
  companyTaxId: string;
  unitCode: string;
  password: string;
}

/** Saves (or replaces) the org's user in one system; the password is sealed and never read back. */
export async function saveCredentials(scope: OrgScope, input: CredentialsInput) {
  const row = {
    orgId: scope.orgId,
    system: input.system,
    loginTaxId: input.loginTaxId,
    companyTaxId: input.companyTaxId,
    unitCode: input.unitCode,
    passwordSealed: seal(input.password),
    updatedBy: scope.userId,
    updatedAt: new Date(),
  };
  await scope.db.transaction(async (tx) => {
    await tx
      .insert(mtrCredentials)
      .values(row)
      .onConflictDoUpdate({ target: [mtrCredentials.orgId, mtrCredentials.system], set: row });
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "mtr.credentials_saved",
      entity: "mtr_credentials",
      entityId: input.system,
      after: { system: input.system, loginTaxId: input.loginTaxId, unitCode: input.unitCode },
    });
  });
  forgetMtrTokens(scope.orgId, input.system);
  return listCredentials(scope);
}

export async function removeCredentials(scope: OrgScope, system: MtrSystem) {
  await scope.db.transaction(async (tx) => {
    const gone = await tx
      .delete(mtrCredentials)
      .where(and(eq(mtrCredentials.orgId, scope.orgId), eq(mtrCredentials.system, system)))
      .returning({ system: mtrCredentials.system });
    if (gone.length === 0) throw notFound("Credencial");
    await writeAudit(tx, {
      orgId: scope.orgId,
      actorUserId: scope.userId,
      action: "mtr.credentials_removed",
      entity: "mtr_credentials",
      entityId: system,
    });
  });
  forgetMtrTokens(scope.orgId, system);
  return listCredentials(scope);
}

/** What a screen may show: never the password. */
export async function listCredentials(scope: OrgScope) {
  return scope.db
    .select({
      system: mtrCredentials.system,
      loginTaxId: mtrCredentials.loginTaxId,
      companyTaxId: mtrCredentials.companyTaxId,
      unitCode: mtrCredentials.unitCode,
      updatedAt: mtrCredentials.updatedAt,
    })
    .from(mtrCredentials)
    .where(eq(mtrCredentials.orgId, scope.orgId))
    .orderBy(mtrCredentials.system);
}

/** The org's unit in a system, or null. */
export async function unitOf(db: DbOrTx, orgId: string, system: MtrSystem) {
  const [row] = await db
    .select({ taxId: mtrCredentials.companyTaxId, unitCode: mtrCredentials.unitCode })
    .from(mtrCredentials)
    .where(and(eq(mtrCredentials.orgId, orgId), eq(mtrCredentials.system, system)));
  return row ?? null;
}

/** The org's login in a system, unsealed for one call; a pt-BR refusal naming who must register it. */
export async function loginOf(db: DbOrTx, orgId: string, system: MtrSystem, who: string): Promise<MtrLogin> {
  const [row] = await db
    .select()
    .from(mtrCredentials)
    .where(and(eq(mtrCredentials.orgId, orgId), eq(mtrCredentials.system, system)));
  if (!row) throw missingCredentials(system, who);
  const password = unseal(row.passwordSealed);
  if (password === null)
    throw new DomainError(
      "PRECONDITION_FAILED",
      `A senha de ${who} no ${MTR_SYSTEM_LABEL[system]} não pode mais ser lida (a chave das credenciais mudou): cadastre-a de novo em MTR e CDF → Credenciais.`,
    );
  return {
    orgId,
    system,
    loginTaxId: row.loginTaxId,
    companyTaxId: row.companyTaxId,
    unitCode: row.unitCode,
    password,
  };
}

export function missingCredentials(system: MtrSystem, who: string) {
  return new DomainError(
    "PRECONDITION_FAILED",
    `${who} ainda não cadastrou seu acesso ao ${MTR_SYSTEM_LABEL[system]} (CPF/CNPJ, senha e código da unidade): cadastre em MTR e CDF → Credenciais (Portaria MMA 280/2020).`,
  );
}
