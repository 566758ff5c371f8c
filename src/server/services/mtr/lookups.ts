import { and, eq, gt } from "drizzle-orm";
import { MTR_SYSTEM_LABEL, type MtrSystem, type NbrClass } from "@/domain/mtr";
import { unseal } from "@/server/crypto/secret-box";
import type { Db, DbOrTx } from "@/server/db/client";
import { mtrCredentials, mtrLookups } from "@/server/db/schema";
import type { MtrClient } from "@/server/mtr/client";
import { MtrCallError } from "@/server/mtr/errors";
import { LOOKUP_LISTS, type LookupItem, type LookupList, type MtrLogin } from "@/server/mtr/protocol";
import { clientFor, type MtrDeps } from "./deps";

/** Lists older than this are fetched again (the daily refresh, or on use). */
export const LOOKUP_MAX_AGE_MS = 24 * 60 * 60_000;

/** A list from the cache when fresh, else from the system (and cached). */
export async function lookupList(
  db: DbOrTx,
  client: MtrClient,
  login: MtrLogin,
  list: LookupList,
  now: Date,
): Promise<LookupItem[]> {
  const [cached] = await db
    .select({ items: mtrLookups.items })
    .from(mtrLookups)
    .where(
      and(
        eq(mtrLookups.system, login.system),
        eq(mtrLookups.list, list),
        gt(mtrLookups.fetchedAt, new Date(now.getTime() - LOOKUP_MAX_AGE_MS)),
      ),
    );
  if (cached) return cached.items;
  const items = await client.lookupList(login, list);
  await db
    .insert(mtrLookups)
    .values({ system: login.system, list, items, fetchedAt: now })
    .onConflictDoUpdate({ target: [mtrLookups.system, mtrLookups.list], set: { items, fetchedAt: now } });
  return items;
}

/** The codes an MTR's waste needs, found in the system's own lists by their words. */
export interface WasteCodes {
  unitCode: number;
  classCode: number;
  physicalStateCode: number;
  packagingCode: number;
  treatmentCode: number;
}

const NBR_PATTERN: Record<NbrClass, RegExp> = {
  IIB: /ii\s*-?\s*b/i,
  IIA: /ii\s*-?\s*a/i,
  I: /^classe\s+i(\s|$|\s*-)/i,
};
const TREATMENT_PATTERN: Record<string, RegExp> = {
  att: /triagem/i,
  recycling: /reciclagem/i,
  rcc_landfill: /aterro.*(constru|classe a)/i,
  pev: /triagem|transbordo/i,
};

export async function wasteCodes(
  db: DbOrTx,
  client: MtrClient,
  login: MtrLogin,
  wanted: { nbrClass: NbrClass; receiverKind: string },
  now: Date,
): Promise<WasteCodes> {
  const find = async (list: LookupList, what: string, test: (i: LookupItem) => boolean) => {
    const hit = (await lookupList(db, client, login, list, now)).find(test);
    if (!hit)
      throw new MtrCallError(
        "refused",
        login.system,
        `A lista de ${what} do ${MTR_SYSTEM_LABEL[login.system]} não tem o item esperado: confira a tabela de códigos IBAMA e o tipo do receptor.`,
      );
    return Number(hit.code);
  };
  const treatment = TREATMENT_PATTERN[wanted.receiverKind] ?? /triagem/i;
  return {
    unitCode: await find("unidade", "unidades", (i) => i.sigla === "m³" || /c[úu]bico/i.test(i.label)),
    classCode: await find("classe", "classes", (i) => NBR_PATTERN[wanted.nbrClass].test(i.label)),
    physicalStateCode: await find("estadoFisico", "estados físicos", (i) => /s[óo]lido/i.test(i.label)),
    packagingCode: await find("acondicionamento", "acondicionamentos", (i) =>
      /caçamba|granel/i.test(i.label),
    ),
    treatmentCode: await find("tratamento", "tratamentos", (i) => treatment.test(i.label)),
  };
}

/**
 * The daily refresh: each system someone has credentials for gets its lists fetched again with one of
 * them when older than a day. A system that fails keeps yesterday's lists and is tried next round.
 */
export async function refreshMtrLookups(db: Db, deps: MtrDeps, now: Date): Promise<number> {
  const creds = await db.select().from(mtrCredentials);
  const bySystem = new Map<MtrSystem, (typeof creds)[number]>();
  for (const c of creds) if (!bySystem.has(c.system)) bySystem.set(c.system, c);
  let refreshed = 0;
  for (const [system, c] of bySystem) {
    const password = unseal(c.passwordSealed);
    if (password === null) continue;
    const login: MtrLogin = {
      orgId: c.orgId,
      system,
      loginTaxId: c.loginTaxId,
      companyTaxId: c.companyTaxId,
      unitCode: c.unitCode,
      password,
    };
    const client = clientFor(db, deps, c.orgId);
    try {
      for (const list of LOOKUP_LISTS) await lookupList(db, client, login, list, now);
      refreshed++;
    } catch (e) {
      if (!(e instanceof MtrCallError)) throw e;
    }
  }
  return refreshed;
}
