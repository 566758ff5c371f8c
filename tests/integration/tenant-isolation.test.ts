import { TRPCError } from "@trpc/server";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { MEMBER_ROLES, type MemberRole, ROLES_BY_ORG_KIND } from "@/lib/roles";
import type { Meta } from "@/server/api/access";
import { appRouter } from "@/server/api/root";
import type { DbHandle } from "@/server/db/client";
import { drivers, orgs } from "@/server/db/schema";
import { freshDatabase } from "../helpers/db";
import { callerFor, makeMember, makeOrg, makeUser } from "../helpers/factories";
import { sampleInput } from "../helpers/sample-input";

interface ProcedureDef {
  type: "query" | "mutation" | "subscription";
  meta?: Meta;
  inputs: z.core.$ZodType[];
}

const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>,
).map(([path, p]) => ({ path, def: p._def }));

type World = Awaited<ReturnType<typeof makeWorld>>;

/** One org of each kind, with one member per role of that kind, and one row in every tenant table. */
async function makeWorld(h: DbHandle, tag: string) {
  const members = {} as Record<MemberRole, { id: string; sessionVersion: number; orgId: string }>;
  const orgIds: string[] = [];
  for (const [kind, roles] of Object.entries(ROLES_BY_ORG_KIND)) {
    const org = await makeOrg(h.db, { kind: kind as keyof typeof ROLES_BY_ORG_KIND, name: `${tag} ${kind}` });
    // BETA lives in another municipality: a city's explicit reads of its own municipality must not reach it.
    if (tag === "BETA")
      await h.db.update(orgs).set({ municipalityId: "joao-pessoa-pb" }).where(eq(orgs.id, org.id));
    orgIds.push(org.id);
    for (const role of roles) {
      const user = await makeMember(h.db, org.id, role, `${tag} ${role}`, { isManager: true });
      members[role] = { ...user, orgId: org.id };
    }
  }
  const as = (role: MemberRole) => callerFor(h.db, members[role], members[role].orgId);
  await as("admin").fleet.createCacamba({ capacityM3: 5 });
  await as("admin").fleet.createTruck({ plate: tag === "ALFA" ? "AAA1A11" : "BBB2B22" });
  await h.db.insert(drivers).values({
    orgId: members.admin.orgId,
    name: `${tag} motorista`,
    cnhNumber: "12345678900",
    cnhCategory: "C",
    cnhValidUntil: "2030-01-01",
  });
  await as("client").sites.create({
    name: `${tag} obra`,
    address: "Rua Halfeld, 100",
    cep: "36010000",
    municipalityId: "juiz-de-fora-mg",
    lat: -21.76,
    lon: -43.35,
  });
  return { tag, members, orgIds, as };
}

/** Every row any tenant table holds for the world's orgs, found through the catalog, not by hand. */
async function snapshot(h: DbHandle, world: World) {
  const tables = await h.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'org_id' order by table_name`,
  );
  const rows: Record<string, unknown[]> = {};
  for (const { table_name } of tablesOf<{ table_name: string }>(tables)) {
    const result = await h.db.execute(
      sql`select * from ${sql.identifier(table_name)} where org_id in ${sql.raw(`('${world.orgIds.join("','")}')`)} order by 1, 2`,
    );
    rows[table_name] = tablesOf(result);
  }
  const orgRows = await h.db.execute(
    sql`select * from orgs where id in ${sql.raw(`('${world.orgIds.join("','")}')`)}`,
  );
  rows.orgs = tablesOf(orgRows);
  return rows;
}

function tablesOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

function idsIn(snap: Record<string, unknown[]>): string[] {
  const ids = new Set<string>();
  for (const rows of Object.values(snap)) {
    for (const row of rows as Record<string, unknown>[]) if (typeof row.id === "string") ids.add(row.id);
  }
  return [...ids];
}

async function outcome(promise: Promise<unknown>) {
  try {
    return { ok: true as const, value: await promise };
  } catch (e) {
    if (!(e instanceof TRPCError)) throw e;
    return { ok: false as const, error: e };
  }
}

function call(caller: ReturnType<typeof callerFor>, path: string, input: unknown): Promise<unknown> {
  const fn = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (fn as (i: unknown) => Promise<unknown>)(input);
}

describe("tenant isolation and roles, for every procedure of the app router", () => {
  let h: DbHandle;
  let alfa: World;
  let beta: World;
  let betaIds: string[];
  let betaSnapshot: Record<string, unknown[]>;
  let superadmin: { id: string; sessionVersion: number };

  beforeAll(async () => {
    h = await freshDatabase();
    alfa = await makeWorld(h, "ALFA");
    beta = await makeWorld(h, "BETA");
    superadmin = await makeUser(h.db, { isSuperadmin: true });
    betaSnapshot = await snapshot(h, beta);
    betaIds = idsIn(betaSnapshot);
  });
  afterAll(() => h.close());

  it("finds the procedures and every one declares its access", () => {
    expect(procedures.length).toBeGreaterThan(5);
    for (const { path, def } of procedures) expect(def.meta?.access, path).toBeDefined();
  });

  for (const { path, def } of procedures) {
    const access = def.meta?.access;
    const schema = def.inputs[0];
    const inputFor = (id: string) => (schema ? sampleInput(schema, id) : undefined);

    it(`${path}: refuses anonymous callers unless public`, async () => {
      const result = await outcome(call(callerFor(h.db, null), path, inputFor(betaIds[0] ?? "")));
      if (access?.kind === "public") return;
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe("UNAUTHORIZED");
    });

    if (access?.kind === "superadmin") {
      it(`${path}: refuses every org role`, async () => {
        for (const role of MEMBER_ROLES) {
          const result = await outcome(call(alfa.as(role), path, inputFor(betaIds[0] ?? "")));
          expect(result.ok, role).toBe(false);
          if (!result.ok) expect(result.error.code, role).toBe("FORBIDDEN");
        }
        const own = await outcome(call(callerFor(h.db, superadmin), path, inputFor(betaIds[0] ?? "")));
        if (!own.ok)
          expect(["FORBIDDEN", "UNAUTHORIZED", "INTERNAL_SERVER_ERROR"]).not.toContain(own.error.code);
      });
      continue;
    }

    it(`${path}: refuses the roles it does not name`, async () => {
      if (access?.kind !== "org") return;
      for (const role of MEMBER_ROLES.filter((r) => !access.roles.includes(r))) {
        const result = await outcome(call(alfa.as(role), path, inputFor(betaIds[0] ?? "")));
        expect(result.ok, role).toBe(false);
        if (!result.ok) expect(result.error.code, role).toBe("FORBIDDEN");
      }
    });

    it(`${path}: shows and changes nothing of another org, whatever id it is given`, async () => {
      const roles = access?.kind === "org" ? access.roles : MEMBER_ROLES;
      const candidates =
        schema && JSON.stringify(inputFor("x")).includes('"x"') ? betaIds : [betaIds[0] ?? ""];
      for (const role of roles) {
        for (const id of candidates) {
          const result = await outcome(call(alfa.as(role), path, inputFor(id)));
          if (result.ok) {
            const text = JSON.stringify(result.value);
            for (const betaId of betaIds)
              expect(text, `${role} ${path} leaked ${betaId}`).not.toContain(betaId);
            expect(text, `${role} ${path}`).not.toContain("BETA");
          } else {
            expect(result.error.cause instanceof z.ZodError, `${path}: sample input invalid`).toBe(false);
            expect(result.error.code, `${role} ${path}`).not.toBe("INTERNAL_SERVER_ERROR");
          }
        }
      }
      if (def.type === "mutation") expect(await snapshot(h, beta)).toEqual(betaSnapshot);
    });
  }
});
