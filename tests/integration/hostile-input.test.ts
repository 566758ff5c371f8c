import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { freshDatabase } from "../helpers/db";
import { callerFor, makeUser } from "../helpers/factories";
import { call, outcome, type ProcedureDef, procedures } from "../helpers/router-walk";
import { type HostileCase, hostileInputs, POLLUTION_MARK } from "../helpers/sample-input";
import { makeWorld, tablesOf, type World, watchRowChanges } from "../helpers/world";

/**
 * The standing guard against hostile input: every procedure of the app router (enumerated, so a new
 * one is walked by itself), as each role it allows (public ones anonymously), gets its valid sample
 * input with one field at a time replaced by a hostile value (`hostileInputs`). No call may fail with
 * a 5xx; a refused call changes no row of any table; values no schema may accept (NUL, lone
 * surrogates, 1 MB strings, years 0000/275760 in dates, NaN, ±Infinity, 1e308, wrong types) are
 * refused with 400; and `__proto__`/`constructor` keys pollute no prototype.
 */

/** Counters of attempts by design (a refused request may still count): not "rows changed". */
const ATTEMPT_COUNTERS = ["request_throttle"];

/**
 * Work a request leaves running after it answers (the site dossier is built in the background):
 * waited for after an accepted call, so its writes are not taken for the next call's.
 */
async function backgroundWorkDone(h: DbHandle): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const [row] = tablesOf<{ n: number | string }>(
      await h.db.execute(sql`select count(*) as n from ctr_dossiers where status in ('queued', 'running')`),
    );
    if (Number(row?.n ?? 0) === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("a dossier is still being built after 30 s");
}

/** No-input procedures still get one hostile object: it must be ignored. */
function undeclaredInput(): HostileCase {
  const input = { "\u0000": "x".repeat(1 << 20), [POLLUTION_MARK]: "\uD800" };
  Object.defineProperty(input, "__proto__", { value: { [POLLUTION_MARK]: true }, enumerable: true });
  return { field: "(no input)", label: "hostile object", input, mustRefuse: false };
}

interface Failure {
  path: string;
  who: string;
  field: string;
  label: string;
  problem: string;
}

const totals = { calls: 0, serverErrors: 0, ms: 0 };

describe("hostile input, for every procedure of the app router", () => {
  let h: DbHandle;
  let world: World;
  let superadmin: { id: string; sessionVersion: number };
  let rowChanges: Awaited<ReturnType<typeof watchRowChanges>>;
  const nobody = randomUUID();

  beforeAll(async () => {
    h = await freshDatabase();
    world = await makeWorld(h, "ALFA");
    superadmin = await makeUser(h.db, { isSuperadmin: true });
    rowChanges = await watchRowChanges(h);
  });
  afterAll(async () => {
    console.info(
      `hostile input: ${totals.calls} calls over ${procedures.length} procedures, ${totals.serverErrors} gave 5xx, ${(totals.ms / 1000).toFixed(1)} s`,
    );
    await h.close();
  });

  /** Ids of the world where a field names its entity; any other id matches no row. */
  const idFor = (key: string): string =>
    ({
      cacambaId: world.rows.cacambaId,
      truckId: world.rows.truckId,
      driverId: world.rows.driverId,
      siteId: world.rows.siteId,
      jobId: world.rows.jobId,
      generatorOrgId: world.orgOf.generator,
      receiverOrgId: world.orgOf.receiver,
      haulerOrgId: world.orgOf.hauler,
      offenderOrgId: world.orgOf.hauler,
    })[key] ?? nobody;

  function callersOf(def: ProcedureDef): { who: string; caller: () => ReturnType<typeof callerFor> }[] {
    const access = def.meta?.access;
    switch (access?.kind) {
      case "org":
        return access.roles.map((role) => ({ who: role, caller: () => world.as(role) }));
      case "superadmin":
        return [{ who: "superadmin", caller: () => callerFor(h.db, superadmin) }];
      case "user":
        return [
          {
            who: "signed-in user",
            caller: () => callerFor(h.db, world.members.admin, world.members.admin.orgId),
          },
        ];
      default:
        return [{ who: "anonymous", caller: () => callerFor(h.db, null) }];
    }
  }

  it("finds the procedures", () => {
    expect(procedures.length).toBeGreaterThan(100);
  });

  for (const { path, def } of procedures) {
    it(`${path}: no 5xx, nothing changed when refused, hostile values refused`, async () => {
      const started = performance.now();
      const schema = def.inputs[0];
      const cases = schema ? hostileInputs(schema, idFor) : [undeclaredInput()];
      const failures: Failure[] = [];
      for (const { who, caller } of callersOf(def)) {
        for (const c of cases) {
          const fail = (problem: string) =>
            failures.push({ path, who, field: c.field, label: c.label, problem });
          const result = await outcome(call(caller(), path, c.input));
          totals.calls++;
          if (POLLUTION_MARK in {}) {
            delete (Object.prototype as Record<string, unknown>)[POLLUTION_MARK];
            fail("polluted Object.prototype");
          }
          if (result.ok) await backgroundWorkDone(h);
          const changed = (await rowChanges.changedSince()).filter((t) => !ATTEMPT_COUNTERS.includes(t));
          if (result.ok) {
            if (c.mustRefuse) fail("accepted");
            continue;
          }
          if (result.error.code === "INTERNAL_SERVER_ERROR") {
            totals.serverErrors++;
            fail(
              `5xx: ${String((result.error.cause as Error | undefined)?.message ?? result.error.message).slice(0, 160)}`,
            );
          } else if (c.mustRefuse && result.error.code !== "BAD_REQUEST") {
            fail(`refused with ${result.error.code}, not BAD_REQUEST`);
          }
          if (changed.length) fail(`refused but changed ${changed.join(", ")}`);
        }
      }
      totals.ms += performance.now() - started;
      expect(failures).toEqual([]);
    });
  }
});
