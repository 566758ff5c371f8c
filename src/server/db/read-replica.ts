import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import type { Freshness } from "@/lib/freshness";
import type { Db } from "./client";
import { preparingClient } from "./prepared-client";
import * as schema from "./schema";

/**
 * A handle that can only read: the query builders that start a SELECT, nothing that inserts, updates,
 * deletes, runs raw SQL (`execute`) or opens a transaction. Both the primary's `Db` and a transaction
 * fit it, so a service written against it runs on either.
 */
export type ReadDb = Pick<Db, "select" | "selectDistinct" | "selectDistinctOn" | "$count">;

/** Beyond this many seconds behind the primary, lag-tolerant reads go to the primary instead. */
export const MAX_REPLICA_LAG_SECONDS = 30;

export type { Freshness };

export interface ReadReplica {
  db: ReadDb;
  /** Seconds the replica's data is behind the primary; null when it cannot tell (not streaming). */
  lagSeconds(): Promise<number | null>;
  close(): Promise<void>;
}

export interface LagTolerantReads {
  db: ReadDb;
  freshness: Freshness;
}

/**
 * Replay lag as seen on the replica. Caught up with all the WAL it has received, it is 0 (an idle
 * primary sends nothing, so the last replayed commit's age says nothing then); otherwise the age of the
 * last replayed commit. No WAL receiver running means it cannot know how far behind it is (null). On a
 * server that is not in recovery (the setting pointing at a primary), 0.
 */
const LAG_SQL = `select case
  when not pg_is_in_recovery() then 0::float8
  when not exists (select 1 from pg_stat_wal_receiver) then null
  when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0::float8
  else extract(epoch from now() - pg_last_xact_replay_timestamp())::float8
end as lag`;

/**
 * The replica of `DATABASE_READ_URL`: its own pool, every session read-only
 * (`default_transaction_read_only`), so a write that reached it anyway would be refused by the server.
 */
export function openReadReplica(url: string, options: { max?: number } = {}): ReadReplica {
  const client = postgres(url, {
    max: options.max ?? 5,
    onnotice: () => {},
    connection: { default_transaction_read_only: true },
  });
  const db = drizzlePostgres(preparingClient(client), { schema }) as unknown as Db;
  return {
    db,
    async lagSeconds() {
      const [row] = await client.unsafe<{ lag: number | null }[]>(LAG_SQL);
      return row?.lag == null ? null : Math.max(0, Number(row.lag));
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * The handle for reads that may lag: the replica while it is within `maxLagSeconds`, else the primary
 * (said in `freshness`, for the screen). Without a replica, the primary, as before replicas existed.
 * `replica` not given: the process's (`readReplicaFromEnv`).
 */
export async function lagTolerantReads(
  primary: Db,
  given?: ReadReplica | null,
  maxLagSeconds = MAX_REPLICA_LAG_SECONDS,
): Promise<LagTolerantReads> {
  const replica = given === undefined ? readReplicaFromEnv() : given;
  if (!replica) return { db: primary, freshness: { source: "primary", replicaLagSeconds: null } };
  let lag: number | null;
  try {
    lag = await replica.lagSeconds();
  } catch (e) {
    console.error("read replica not answering; reading the primary", e);
    lag = null;
  }
  if (lag === null || lag > maxLagSeconds)
    return { db: primary, freshness: { source: "primary", replicaLagSeconds: lag ?? "unknown" } };
  return { db: replica.db, freshness: { source: "replica", lagSeconds: lag } };
}

const store = globalThis as unknown as { __cacambaReadReplica?: ReadReplica | null };

/**
 * `DATABASE_READ_URL`, only beside `DATABASE_URL`: the embedded database has no replica, and another
 * server would be another database.
 */
export function readReplicaUrl(env: Record<string, string | undefined>): string | null {
  return (env.DATABASE_URL && env.DATABASE_READ_URL) || null;
}

/** The process-wide replica (opened on first use), or null without `readReplicaUrl`. */
export function readReplicaFromEnv(): ReadReplica | null {
  if (store.__cacambaReadReplica !== undefined) return store.__cacambaReadReplica;
  const url = readReplicaUrl(process.env);
  store.__cacambaReadReplica = url ? openReadReplica(url) : null;
  return store.__cacambaReadReplica;
}
