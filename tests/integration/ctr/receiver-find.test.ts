import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { issueCtr } from "@/server/services/ctr/issue";
import { makeCtrWorld } from "../../fixtures/ctr/world";
import { freshDatabase } from "../../helpers/db";

let h: DbHandle;
beforeAll(async () => {
  h = await freshDatabase();
});
afterAll(async () => {
  await h.close();
});

describe("the receiver finds a CTR by what is written on it", () => {
  it("year/number, the bare number with or without zeros, the public code in any case and spacing", async () => {
    const w = await makeCtrWorld(h.db, "RF1");
    const elsewhere = await makeCtrWorld(h.db, "RF2");
    const scope = { ...(await w.haulerDispatcher.ctr.documents.haulerGrant()), db: h.db };
    // Last year's 000001 of this hauler, this year's 000001, and another receiver's 000001.
    const lastYear = await issueCtr(
      scope,
      w.issueInput,
      new Date(`${new Date().getFullYear() - 1}-06-15T13:00:00Z`),
    );
    const current = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    await elsewhere.haulerDispatcher.ctr.hauler.issue(elsewhere.issueInput);
    expect(lastYear.number.endsWith("/000001")).toBe(true);
    expect(current.number.endsWith("/000001")).toBe(true);
    const find = async (query: string) => (await w.operator.ctr.receiver.find({ query })).map((c) => c.id);

    // Both on their way: a choice, newest first.
    expect(await find("1")).toEqual([current.id, lastYear.id]);
    await w.operator.ctr.receiver.receive({
      id: lastYear.id,
      weightT: 5,
      wasteClass: "A",
      forbiddenFound: [],
    });
    // Last year's is received: the bare number goes straight to the load on its way.
    for (const q of ["1", " 1 ", "000001", "0001", "00 0001"]) expect(await find(q), q).toEqual([current.id]);
    for (const q of [
      current.number,
      `${current.year} / 1`,
      `${current.year}-000001`,
      `${current.year}000001`,
    ])
      expect(await find(q), q).toEqual([current.id]);
    expect(await find(`${lastYear.year}/1`)).toEqual([lastYear.id]);

    const code = current.publicCode;
    const spaced = `${code.slice(0, 5)} ${code.slice(5)}`;
    for (const q of [
      code,
      code.toUpperCase(),
      code.toLowerCase(),
      ` ${spaced} `,
      `https://x.example/verificar/${code}`,
    ])
      expect(await find(q), q).toEqual([current.id]);

    for (const q of ["0", "2", "1234567", "nada"]) expect(await find(q), q).toEqual([]);
    // Another receiver's load with the same number is never offered.
    expect(await elsewhere.operator.ctr.receiver.find({ query: "1" })).toHaveLength(1);
  });

  it("a bare number that no load on its way has lists every match to choose from", async () => {
    const w = await makeCtrWorld(h.db, "RF3");
    const scope = { ...(await w.haulerDispatcher.ctr.documents.haulerGrant()), db: h.db };
    const year = new Date().getFullYear();
    const a = await issueCtr(scope, w.issueInput, new Date(`${year - 1}-03-10T13:00:00Z`));
    const b = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    for (const c of [a, b])
      await w.operator.ctr.receiver.receive({ id: c.id, weightT: 5, wasteClass: "A", forbiddenFound: [] });
    expect((await w.operator.ctr.receiver.find({ query: "000001" })).map((c) => c.number)).toEqual([
      b.number,
      a.number,
    ]);
  });
});
