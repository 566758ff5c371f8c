import { randomUUID } from "node:crypto";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDate } from "@/domain/time/zoned";
import { formatIsoDate } from "@/lib/format";
import { appRouter } from "@/server/api/root";
import type { DbHandle } from "@/server/db/client";
import { citySettings, orders } from "@/server/db/schema";
import type { OrgScope } from "@/server/services/context";
import { createClientOrder } from "@/server/services/dispatch/orders";
import { freshDatabase } from "../helpers/db";
import { makeCity } from "./city/world";
import { makeDispatchWorld } from "./dispatch/world";

/** Out-of-range input is refused with 400 and a pt-BR message on its field; nothing is saved or changed. */
describe("the server refuses out-of-range values instead of changing them", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  function post(user: { id: string; sessionVersion: number }, orgId: string, path: string, body: unknown) {
    return fetchRequestHandler({
      endpoint: "/api/trpc",
      router: appRouter,
      req: new Request(`http://localhost/api/trpc/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ json: body }),
      }),
      createContext: () => ({
        db: h.db,
        session: { userId: user.id, sessionVersion: user.sessionVersion, sessionId: randomUUID() },
        requestedOrgId: orgId,
        clientIp: "198.51.100.7",
        setActiveOrg: () => {},
      }),
    }).then(async (res) => ({
      status: res.status,
      error: ((await res.json()) as { error?: { json: { data: { fieldErrors: Record<string, string[]> } } } })
        .error?.json.data.fieldErrors,
    }));
  }

  it("an order of −5, 0 or 10⁹ m³, or starting in 2020 or yesterday: 400 on its field, no order", async () => {
    const w = await makeDispatchWorld(h.db);
    const order = {
      haulerOrgId: w.hauler.id,
      siteId: w.site.id,
      wasteKind: "rcc",
      desiredFrom: "05/01/2031",
    };
    const today = localDate(Date.now(), "America/Sao_Paulo");
    const yesterday = formatIsoDate(localDate(Date.now() - 86_400_000, "America/Sao_Paulo"));
    const cases = [
      [{ sizeM3: -5 }, "sizeM3", "O tamanho mínimo é 1 m³."],
      [{ sizeM3: 0 }, "sizeM3", "O tamanho mínimo é 1 m³."],
      [{ sizeM3: 1e9 }, "sizeM3", "O tamanho máximo é 30 m³."],
      [
        { sizeM3: 5, desiredFrom: "01/03/2020" },
        "desiredFrom",
        "A data de início não pode ser anterior a hoje",
      ],
      [{ sizeM3: 5, desiredFrom: yesterday }, "desiredFrom", `anterior a hoje (${formatIsoDate(today)})`],
      [{ sizeM3: 5, desiredUntil: "04/01/2031" }, "desiredUntil", "anterior à data de início"],
    ] as const;
    for (const [change, field, message] of cases) {
      for (const [path, input] of [
        ["dispatch.orders.create", { ...order, ...change }],
        [
          "dispatch.orders.createByPhone",
          { ...order, haulerOrgId: undefined, generatorOrgId: w.generator.id, ...change },
        ],
      ] as const) {
        const [user, orgId] =
          path === "dispatch.orders.create"
            ? [w.users.client, w.generator.id]
            : [w.users.dispatcher, w.hauler.id];
        const res = await post(user, orgId, path, input);
        expect(res.status, `${path} ${JSON.stringify(change)}`).toBe(400);
        expect(res.error?.[field]?.[0]).toContain(message);
      }
    }
    expect(await h.db.select().from(orders).where(eq(orders.orgId, w.hauler.id))).toHaveLength(0);

    // Today and 30 m³ (the largest size, CACAMBA_SIZE_M3) are accepted as typed.
    const ok = await post(w.users.client, w.generator.id, "dispatch.orders.create", {
      ...order,
      sizeM3: 30,
      desiredFrom: formatIsoDate(today),
    });
    expect(ok.status).toBe(200);
    const [saved] = await h.db.select().from(orders).where(eq(orders.orgId, w.hauler.id));
    expect({ size: Number(saved?.sizeM3), from: saved?.desiredFrom }).toEqual({ size: 30, from: today });
  });

  it("“today” is the site's: in Indiavaí (UTC−4) at 00:30 in Brasília the day before is still today", async () => {
    const w = await makeDispatchWorld(h.db, { municipalityId: "indiavai-mt" });
    // 2031-05-06 00:30 in Brasília is 2031-05-05 23:30 in Indiavaí.
    const now = new Date("2031-05-06T03:30:00Z");
    const scope: OrgScope = {
      db: h.db,
      userId: w.users.client.id,
      orgId: w.generator.id,
      orgKind: "generator",
      role: "client",
      isManager: false,
    };
    const input = { haulerOrgId: w.hauler.id, siteId: w.site.id, sizeM3: 5, wasteKind: "rcc" as const };
    await expect(
      createClientOrder(scope, { ...input, desiredFrom: "2031-05-04" }, now),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("05/05/2031") });
    await expect(
      createClientOrder(scope, { ...input, desiredFrom: "2031-05-05" }, now),
    ).resolves.toBeTruthy();
  });

  it("a city's update factor of −5 or a UPF with fractions of a cent: 400, the settings stay", async () => {
    const jf = await makeCity(h.db);
    const good = { updateFactor: 1.1, upfCents: null, annex: null, ctrReceiptDays: 3 };
    await jf.as.city.saveSettings(good);
    const before = await h.db.select().from(citySettings).where(eq(citySettings.orgId, jf.city.id));
    for (const [change, field, message] of [
      [{ updateFactor: -5 }, "updateFactor", "O fator acumulado mínimo é 1."],
      [{ updateFactor: 0 }, "updateFactor", "O fator acumulado mínimo é 1."],
      [{ updateFactor: 1e9 }, "updateFactor", "O fator acumulado máximo é 100."],
      [{ upfCents: -500 }, "upfCents", "O valor da UPF deve ser maior que zero."],
      [{ upfCents: 12.5 }, "upfCents", "O valor da UPF aceita até 2 casas decimais (centavos)."],
      [{ ctrReceiptDays: 0 }, "ctrReceiptDays", "O prazo mínimo é 1 dia."],
      [{ ctrReceiptDays: 1000 }, "ctrReceiptDays", "O prazo máximo é 365 dias."],
    ] as const) {
      const res = await post(jf.auditor, jf.city.id, "city.saveSettings", { ...good, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.error?.[field]).toEqual([message]);
    }
    expect(await h.db.select().from(citySettings).where(eq(citySettings.orgId, jf.city.id))).toEqual(before);
  });
});
