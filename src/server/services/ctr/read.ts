import { and, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { type CtrStatus, parseCtrNumber } from "@/domain/ctr";
import { normalizePublicCode } from "@/lib/public-code";
import { ctrSettings, ctrs } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import type { OrgScope } from "@/server/services/context";
import { type CtrParty, partyFilter } from "./access";
import { defaultOverdueDays } from "./settings";
import { type CtrView, toView } from "./view";

export interface CtrListFilter {
  /** ISO dates `aaaa-mm-dd`, inclusive, on the issue date (UTC-3 wall clock). */
  from?: string | null;
  to?: string | null;
  statuses?: CtrStatus[] | null;
  siteId?: string | null;
  overdueOnly?: boolean | null;
  limit?: number | null;
}

/** `aaaa-mm-dd` at 00:00 in Brasília time (UTC−3, no daylight saving since 2019). */
export function startOfDayBr(iso: string): Date {
  return new Date(`${iso}T03:00:00Z`);
}

export function periodFilter(filter: CtrListFilter): SQL[] {
  const out: SQL[] = [];
  if (filter.from) out.push(gte(ctrs.issuedAt, startOfDayBr(filter.from)));
  if (filter.to) out.push(lt(ctrs.issuedAt, new Date(startOfDayBr(filter.to).getTime() + 86_400_000)));
  if (filter.statuses?.length) out.push(inArray(ctrs.status, filter.statuses));
  if (filter.siteId) out.push(eq(ctrs.siteId, filter.siteId));
  return out;
}

async function select(scope: OrgScope, where: SQL, limit: number, now: Date): Promise<CtrView[]> {
  const rows = await scope.db
    .select({ ctr: ctrs, days: ctrSettings.receiptOverdueDays })
    .from(ctrs)
    .leftJoin(ctrSettings, eq(ctrSettings.orgId, ctrs.orgId))
    .where(where)
    .orderBy(desc(ctrs.issuedAt), desc(ctrs.number))
    .limit(limit);
  const fallback = defaultOverdueDays();
  return rows.map((r) => toView(r.ctr, r.days ?? fallback, now));
}

/** The CTRs one party may read (see `access.ts`), newest first, with the overdue flag. */
export async function listCtrs(
  scope: OrgScope,
  party: CtrParty,
  filter: CtrListFilter = {},
  now: Date = new Date(),
): Promise<CtrView[]> {
  const where = and(await partyFilter(scope, party), ...periodFilter(filter)) as SQL;
  const limit = Math.min(filter.limit ?? 200, 1000);
  const rows = await select(scope, where, filter.overdueOnly ? 5000 : limit, now);
  return filter.overdueOnly ? rows.filter((r) => r.overdue).slice(0, limit) : rows;
}

export async function getCtr(scope: OrgScope, party: CtrParty, id: string, now: Date = new Date()) {
  const [row] = await select(scope, and(await partyFilter(scope, party), eq(ctrs.id, id)) as SQL, 1, now);
  if (!row) throw notFound("CTR");
  return row;
}

/** Loads on their way to the receiver: issued or departed, not yet received, refused or cancelled. */
const ON_THE_WAY: readonly string[] = ["issued", "in_transit"];

/**
 * What the receiver's operator typed or scanned, in any case and spacing: the QR's URL or its public
 * code, a number with its year (`2026/000123`, `2026 / 123`, `2026000123`) or the bare number with or
 * without zeros (`000123`, `123`). Numbers are per hauler and per year, so several CTRs may match: a bare
 * number prefers the loads still on their way here, newest first; when more than one is left the gate
 * shows a choice.
 */
export async function findForReceiver(scope: OrgScope, query: string, now: Date = new Date()) {
  const base = await partyFilter(scope, "receiver");
  const text = query.trim();
  const parsed = parseCtrNumber(text);
  if (parsed)
    return select(scope, and(base, eq(ctrs.year, parsed.year), eq(ctrs.seq, parsed.seq)) as SQL, 20, now);
  const compact = text.replace(/\s+/g, "");
  const bare = /^\d{1,6}$/.exec(compact) ? Number(compact) : null;
  if (bare !== null) {
    if (bare < 1) return [];
    const rows = await select(scope, and(base, eq(ctrs.seq, bare)) as SQL, 20, now);
    const onTheWay = rows.filter((r) => ON_THE_WAY.includes(r.status));
    return onTheWay.length > 0 ? onTheWay : rows;
  }
  const code = /\/verificar\/([A-Za-z0-9_-]{8,40})/.exec(compact)?.[1] ?? compact;
  const candidates = [code, normalizePublicCode(code)].filter((c): c is string => !!c);
  return select(
    scope,
    and(
      base,
      inArray(sql`lower(${ctrs.publicCode})`, [...new Set(candidates.map((c) => c.toLowerCase()))]),
    ) as SQL,
    20,
    now,
  );
}
