import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshnessLabel } from "@/lib/freshness";
import { createCaller } from "@/server/api/root";
import { type Db, type DbHandle, openDatabase } from "@/server/db/client";
import { lagTolerantReads, openReadReplica, type ReadReplica } from "@/server/db/read-replica";
import { orgs } from "@/server/db/schema";
import { exportCtrCsv } from "@/server/services/ctr/csv";
import { insertCtrRow } from "../../helpers/ctr-row";
import { emptyServerDatabase } from "../../helpers/db";
import { makeOrg } from "../../helpers/factories";
import {
  type StreamingReplica,
  startStreamingReplica,
  startThrowawayPrimary,
  type ThrowawayPrimary,
} from "../../helpers/streaming-replica";
import { makeCity } from "./world";

describe("the city's reports read a streaming replica (issue 45)", () => {
  // A primary of the test's own, so the replica streams whatever the machine's server allows (or on PGlite).
  let primary: ThrowawayPrimary;
  let target: { url: string; drop(): Promise<void> };
  let h: DbHandle;
  let standby: StreamingReplica;
  let replica: ReadReplica;
  beforeAll(async () => {
    primary = await startThrowawayPrimary();
    target = await emptyServerDatabase(primary.url);
    h = await openDatabase({ url: target.url });
    await h.migrate();
    standby = await startStreamingReplica(primary.url);
    replica = openReadReplica(standby.urlOf(new URL(target.url).pathname.slice(1)));
  });
  afterAll(async () => {
    await replica?.close();
    await standby?.stop();
    await h?.close();
    await target?.drop();
    await primary?.stop();
  });

  /**
   * Waits until the replica has replayed every record the primary has inserted so far. "Lag 0" is not
   * enough: with `synchronous_commit = off` a commit reaches the standby only once the WAL writer flushes
   * it, and until then the standby, having received nothing new, reports itself caught up.
   */
  async function replayedAll() {
    const [row] = (await h.db.execute(sql`select pg_current_wal_insert_lsn()::text as lsn`)) as unknown as {
      lsn: string;
    }[];
    await expect
      .poll(
        async () => {
          const [r] = await standby.admin<{ ok: boolean }[]>`
            select coalesce(pg_last_wal_replay_lsn() >= ${row?.lsn ?? "0/0"}::pg_lsn, false) as ok`;
          return r?.ok;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
  }

  /**
   * Pauses the replica's replay and waits until it has: `pg_wal_replay_pause()` only asks, and the standby
   * stops at the next record it reads. A message written to the primary's WAL gives it one.
   */
  async function pauseReplay() {
    await standby.admin`select pg_wal_replay_pause()`;
    await expect
      .poll(
        async () => {
          await h.db.execute(sql`select pg_logical_emit_message(false, 'cc-test', 'pause')`);
          const [state] = await standby.admin<{ s: string }[]>`select pg_get_wal_replay_pause_state() as s`;
          return state?.s;
        },
        { timeout: 10_000 },
      )
      .toBe("paused");
  }

  /** The auditor's caller, as the HTTP context builds it, with `readReplica` in place of `DATABASE_READ_URL`. */
  async function auditorOf(readReplica: ReadReplica | null) {
    const jf = await makeCity(h.db);
    const as = createCaller({
      db: h.db,
      session: { userId: jf.auditor.id, sessionVersion: jf.auditor.sessionVersion, sessionId: randomUUID() },
      requestedOrgId: jf.city.id,
      clientIp: "198.18.45.1",
      setActiveOrg: () => {},
      readReplica,
    });
    return { ...jf, as };
  }

  it("lists a bulletin written on the primary only once the replica has replayed it, saying how old its data is", async () => {
    const jf = await auditorOf(replica);
    await replayedAll();
    await pauseReplay();
    let madeId = "";
    try {
      const made = await jf.as.city.bulletins.generate();
      madeId = made.id;
      // The primary has it; the replica, paused, does not: the list comes from the replica.
      expect((await jf.as.city.bulletins.list()).map((b) => b.id)).not.toContain(made.id);
      // Downloading a bulletin generated a moment ago still works (looked up on the primary).
      expect((await jf.as.city.bulletins.files({ id: made.id })).csv).toContain("data_referencia");
      await expect
        .poll(async () => ((await jf.as.city.home()).freshness as { lagSeconds?: number }).lagSeconds ?? 0, {
          timeout: 10_000,
        })
        .toBeGreaterThanOrEqual(1);
      const home = await jf.as.city.home();
      expect(home.freshness.source).toBe("replica");
      expect(freshnessLabel(home.freshness)).toMatch(/^Dados de até \d+ s atrás/);
      // Beyond the bound the primary answers, and the screen says why.
      const behind = await lagTolerantReads(h.db, replica, 0.5);
      expect(behind.freshness).toMatchObject({ source: "primary" });
      expect(freshnessLabel(behind.freshness)).toMatch(/está \d+ s atrasada: dados lidos do banco principal/);
      expect((await behind.db.select({ id: orgs.id }).from(orgs)).map((o) => o.id)).toContain(jf.city.id);
    } finally {
      await standby.admin`select pg_wal_replay_resume()`;
    }
    await expect
      .poll(async () => (await jf.as.city.bulletins.list()).map((b) => b.id), { timeout: 10_000 })
      .toContain(madeId);
    await expect.poll(() => replica.lagSeconds(), { timeout: 10_000 }).toBe(0);
    expect((await jf.as.city.home()).freshness).toEqual({ source: "replica", lagSeconds: 0 });
  });

  it("exports the city's CTRs as CSV from the replica: a CTR not yet replayed is not in it", async () => {
    const jf = await auditorOf(replica);
    const hauler = await makeOrg(h.db, { kind: "hauler", name: "Transportes Réplica" });
    const receiver = await makeOrg(h.db, { kind: "receiver", name: "ATT Réplica" });
    const scope = { ...(await jf.as.ctr.documents.cityGrant()), db: h.db };
    const csv = async (from: ReadReplica | null) => {
      let text = "";
      for await (const chunk of exportCtrCsv(scope, "city", { from: "2020-01-01", to: "2099-12-31" }, from))
        text += chunk;
      return text;
    };
    await replayedAll();
    await pauseReplay();
    try {
      await insertCtrRow(h.db, hauler.id, receiver.id, null, 777_001, "issued");
      expect(await csv(null)).toContain("2026/777001");
      expect(await csv(replica)).not.toContain("2026/777001");
    } finally {
      await standby.admin`select pg_wal_replay_resume()`;
    }
    await expect.poll(() => csv(replica), { timeout: 10_000 }).toContain("2026/777001");
  });

  it("refuses a write through the read handle, on the replica and even pointed at the primary", async () => {
    const row = {
      kind: "city" as const,
      legalName: "Escrita proibida",
      taxId: "11222333000181",
      municipalityId: "juiz-de-fora-mg",
    };
    // @ts-expect-error ReadDb has no insert (nor update, delete, execute, transaction): a write does not compile.
    const _neverCalled = () => replica.db.insert(orgs);
    const asDb = (r: ReadReplica) => r.db as unknown as Db;
    // 25006 read_only_sql_transaction: "cannot execute INSERT in a read-only transaction".
    const refused = { cause: { code: "25006" } };
    await expect(asDb(replica).insert(orgs).values(row)).rejects.toMatchObject(refused);
    const onPrimary = openReadReplica(target.url, { max: 1 });
    try {
      expect(await onPrimary.lagSeconds()).toBe(0);
      await expect(asDb(onPrimary).insert(orgs).values(row)).rejects.toMatchObject(refused);
    } finally {
      await onPrimary.close();
    }
  });

  it("without a replica reads the primary and shows no age", async () => {
    const jf = await auditorOf(null);
    const home = await jf.as.city.home();
    expect(home.freshness).toEqual({ source: "primary", replicaLagSeconds: null });
    expect(freshnessLabel(home.freshness)).toBeNull();
  });
});
