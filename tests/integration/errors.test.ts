import { randomUUID } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "@/server/api/root";
import type { DbHandle } from "@/server/db/client";
import { trucks } from "@/server/db/schema";
import { freshDatabase } from "../helpers/db";
import { callerFor, makeMember, makeOrg } from "../helpers/factories";

describe("errors: one mapping to HTTP status and pt-BR messages", () => {
  let h: DbHandle;
  let admin: { id: string; sessionVersion: number };
  let orgId: string;
  beforeAll(async () => {
    h = await freshDatabase();
    orgId = (await makeOrg(h.db, { kind: "hauler" })).id;
    admin = await makeMember(h.db, orgId, "admin");
  });
  afterAll(() => h.close());

  async function post(path: string, body: unknown) {
    const res = await fetchRequestHandler({
      endpoint: "/api/trpc",
      router: appRouter,
      req: new Request(`http://localhost/api/trpc/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ json: body }),
      }),
      createContext: () => ({
        db: h.db,
        session: { userId: admin.id, sessionVersion: admin.sessionVersion, sessionId: randomUUID() },
        requestedOrgId: orgId,
        clientIp: "198.51.100.9",
        setActiveOrg: () => {},
      }),
    });
    return {
      status: res.status,
      body: (await res.json()) as { error: { json: { message: string; data: Record<string, unknown> } } },
    };
  }

  it("invalid input → 400 with a pt-BR message per field, and nothing written", async () => {
    const res = await post("fleet.createTruck", { plate: "12-AB" });
    expect(res.status).toBe(400);
    expect(res.body.error.json.message).toBe("Dados inválidos: corrija os campos indicados.");
    expect(res.body.error.json.data.fieldErrors).toEqual({
      plate: ["Placa inválida: use o formato ABC-1234 ou Mercosul ABC1D23."],
    });
    expect(await h.db.select().from(trucks).where(eq(trucks.orgId, orgId))).toHaveLength(0);
  });

  it("a duplicate → 409 in pt-BR", async () => {
    await callerFor(h.db, admin, orgId).fleet.createTruck({ plate: "QWE4R56" });
    const res = await post("fleet.createTruck", { plate: "qwe-4r56" });
    expect(res.status).toBe(409);
    expect(res.body.error.json.message).toBe("Já existe um registro com estes dados.");
  });

  it("a domain error keeps its code and message: unknown id → 404", async () => {
    const res = await post("fleet.setTruckActive", {
      id: "00000000-0000-4000-8000-000000000001",
      active: false,
    });
    expect(res.status).toBe(404);
    expect(res.body.error.json.message).toBe("Caminhão não encontrado(a).");
  });

  it("a role the procedure does not name → 403", async () => {
    const driver = await makeMember(h.db, orgId, "driver");
    await expect(callerFor(h.db, driver, orgId).fleet.createCacamba({ capacityM3: 3 })).rejects.toMatchObject(
      new TRPCError({ code: "FORBIDDEN", message: "Seu perfil não tem permissão para esta ação." }),
    );
  });
});
