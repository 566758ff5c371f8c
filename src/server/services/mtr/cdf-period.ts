import { eq } from "drizzle-orm";
import { resolveMunicipality } from "@/domain";
import { endOfLocalDay, instantFromLocal } from "@/domain/time/zoned";
import type { DbOrTx } from "@/server/db/client";
import { orgs } from "@/server/db/schema";
import { invalidField } from "@/server/errors";

/** The receiver's name and time zone: the calendar its CDF periods are days of. */
export async function receiverZone(db: DbOrTx, orgId: string) {
  const [org] = await db
    .select({ m: orgs.municipalityId, name: orgs.legalName })
    .from(orgs)
    .where(eq(orgs.id, orgId));
  return {
    timeZone: resolveMunicipality(org?.m ?? "")?.timeZone ?? "America/Sao_Paulo",
    name: org?.name ?? "",
  };
}

/** A period of calendar days (`aaaa-mm-dd`) as instants in the receiver's zone, first day 00:00 to last day's end. */
export function periodBounds(from: string, to: string, timeZone: string) {
  if (from > to) throw invalidField("to", "O fim do período deve ser depois do início.");
  const [y, m, d] = from.split("-").map(Number);
  const start = instantFromLocal(
    { year: y ?? 1970, month: m ?? 1, day: d ?? 1, hour: 0, minute: 0, second: 0, millisecond: 0 },
    timeZone,
  );
  return { start: new Date(start), end: new Date(endOfLocalDay(to, timeZone)) };
}
