import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { MEMBER_ROLES } from "@/lib/roles";
import type { DbHandle } from "@/server/db/client";
import { freshDatabase } from "../helpers/db";
import { callerFor, makeUser } from "../helpers/factories";
import { call, outcome, procedures } from "../helpers/router-walk";
import { sampleInput } from "../helpers/sample-input";
import { idsIn, makeWorld, snapshot, type World } from "../helpers/world";

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
