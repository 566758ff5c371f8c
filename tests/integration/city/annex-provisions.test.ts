import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { freshDatabase } from "../../helpers/db";
import { makeCity } from "./world";

const settings = (annex: Record<string, { amountCents: number }>) => ({
  updateFactor: null,
  upfCents: null,
  annex,
  ctrReceiptDays: 3,
});

/** JP art. 31, §1º leaves the fine table to an Anexo: the city types it, and names only provisions its law has. */
describe("a city's fine annex names only provisions of its own law (server, pt-BR, 400, nothing saved)", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("JP art. 18, §2º has incisos I–IV: a line for “§2º, V” is refused, “§2º, IV” is saved", async () => {
    const jp = await makeCity(h.db, "joao-pessoa-pb");
    const refused = jp.as.city.saveSettings(
      settings({
        "JP art. 18, §2º, IV": { amountCents: 100000 },
        "JP art. 18, §2º, V": { amountCents: 100000 },
      }),
    );
    await expect(refused).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(refused).rejects.toThrow(/o art\. 18, §2º tem incisos I a IV/);
    expect((await jp.as.city.settings()).annex).toBeNull();

    await jp.as.city.saveSettings(settings({ "JP art. 18, §2º, IV": { amountCents: 100000 } }));
    expect((await jp.as.city.settings()).annex).toEqual({ "JP art. 18, §2º, IV": { amountCents: 100000 } });
  });

  it("a line citing another city's law is refused", async () => {
    const jp = await makeCity(h.db, "joao-pessoa-pb");
    await expect(
      jp.as.city.saveSettings(settings({ "JF art. 4º": { amountCents: 500000 } })),
    ).rejects.toThrow(/outra lei/);
  });
});
