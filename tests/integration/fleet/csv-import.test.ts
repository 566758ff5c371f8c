import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { orgs } from "@/server/db/schema";
import { exportFleetCsv } from "@/server/services/fleet/csv/export-csv";
import { importFleetCsv } from "@/server/services/fleet/csv/import-csv";
import { freshDatabase } from "../../helpers/db";
import { makeHauler } from "./world";

const cacambasCsv = (rows: number) =>
  [
    "capacidade_m3;comprimento_m;largura_m;altura_m;situacao",
    ...Array.from({ length: rows }, (_, i) => `${3 + (i % 5)};2,6;1,7;1,3;no pátio`),
  ].join("\n");

describe("CSV import and export", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("one bad row among many: pt-BR errors by line, nothing saved (all or nothing)", async () => {
    const hauler = await makeHauler(h.db);
    const good = Array.from({ length: 50 }, () => "5;2,5;1,6;1,2;no pátio");
    const csv = [
      "capacidade_m3;comprimento_m;largura_m;altura_m;situacao",
      ...good,
      "abc;2,9;1,6;1,2;voando",
    ].join("\n");
    const result = await importFleetCsv(hauler.scope, "cacambas", csv, { commit: true });
    expect(result.committed).toBe(false);
    expect(result.errors.map((e) => e.line)).toEqual([52, 52]);
    expect(result.errors.map((e) => e.message).join(" ")).toMatch(
      /A capacidade em m³ não é um número: "abc".*Situação desconhecida/,
    );
    expect(await hauler.caller.fleet.cacambas()).toEqual([]);
  });

  it("a duplicate plate (in the file or registered) fails the whole file; a clean file saves every row", async () => {
    const hauler = await makeHauler(h.db);
    await hauler.caller.fleet.createTruck({ plate: "HMG4B21" });
    const dup = await importFleetCsv(
      hauler.scope,
      "trucks",
      "placa,capacidade_t\nABC-1234,12\nabc1234,10\nHMG4B21,8",
      {
        commit: true,
      },
    );
    expect(dup.errors.map((e) => [e.line, e.message])).toEqual([
      [3, "ABC1234 repete a linha 2."],
      [4, "HMG4B21 já está cadastrado(a)."],
    ]);
    expect(await hauler.caller.fleet.trucks()).toHaveLength(1);
    const progress: string[] = [];
    const ok = await importFleetCsv(hauler.scope, "trucks", "placa,capacidade_t\nABC-1234,12\nBRA2E19,\n", {
      commit: true,
      onProgress: (p) => progress.push(p.phase),
    });
    expect(ok).toMatchObject({ committed: true, created: 2, errors: [] });
    expect(progress).toContain("saving");
    const csv = await exportFleetCsv(hauler.scope, "trucks");
    expect(csv).toContain("placa;capacidade_t;tipo;ativo");
    expect(csv).toContain("ABC-1234;12;poliguindaste;sim");
  });

  it("imported caçambas continue the gapless numbering; export round-trips through import", async () => {
    const hauler = await makeHauler(h.db);
    await hauler.caller.fleet.createCacamba({ capacityM3: 3 });
    const r = await importFleetCsv(hauler.scope, "cacambas", "capacidade_m3\n4\n5,5\n7", { commit: true });
    expect(r.created).toBe(3);
    const numbers = (await hauler.caller.fleet.cacambas()).map((c) => c.number);
    expect(numbers).toEqual([1, 2, 3, 4]);
    expect((await hauler.caller.fleet.createCacamba({ capacityM3: 3 })).number).toBe(5);
    const exported = await exportFleetCsv(hauler.scope, "cacambas");
    const preview = await importFleetCsv(hauler.scope, "cacambas", exported, { commit: false });
    expect(preview).toMatchObject({ total: 5, errors: [], committed: false });
  });

  it("exports for Excel in pt-BR (BOM, `;`, decimal comma, dd/mm/aaaa) and imports the same bytes back", async () => {
    const hauler = await makeHauler(h.db);
    await hauler.caller.fleet.createCacamba({ capacityM3: 4.5 });
    const cacambas = await exportFleetCsv(hauler.scope, "cacambas");
    expect(cacambas.startsWith("\uFEFFnumero;capacidade_m3;")).toBe(true);
    expect(cacambas).toContain("\r\n01;4,5;");
    const drivers = await importFleetCsv(
      hauler.scope,
      "drivers",
      "\uFEFFnome;cnh;categoria;validade_cnh\r\nAna Souza;12345678901;D;15/08/2027\r\n",
      { commit: true },
    );
    expect(drivers).toMatchObject({ created: 1, errors: [] });
    const exported = await exportFleetCsv(hauler.scope, "drivers");
    expect(exported).toBe(
      "\uFEFFnome;cnh;categoria;validade_cnh;ativo\r\nAna Souza;12345678901;D;15/08/2027;sim\r\n",
    );
    const again = await importFleetCsv(hauler.scope, "drivers", exported, { commit: false });
    expect(again.errors.map((e) => e.message)).toEqual(["12345678901 já está cadastrado(a)."]);
    // A one-column file with decimal commas, and grouped thousands in a `;` file.
    const oneColumn = await importFleetCsv(hauler.scope, "cacambas", "capacidade_m3\n5,5\n7", {
      commit: false,
    });
    expect(oneColumn.sample).toMatchObject([{ capacidade_m3: 5.5 }, { capacidade_m3: 7 }]);
    const trucks = await importFleetCsv(hauler.scope, "trucks", "placa;capacidade_t\nBRA2E19;1.234,5\n", {
      commit: false,
    });
    // Read as 1234,5 (grouped thousands), then refused as too large, not as "não é um número".
    expect(trucks.errors.map((e) => e.column)).toEqual(["capacidade_t"]);
    expect(trucks.errors[0]?.message).not.toMatch(/não é um número/);
    const ok = await importFleetCsv(hauler.scope, "trucks", "\uFEFFplaca;capacidade_t\r\nBRA2E19;12,5\r\n", {
      commit: true,
    });
    expect(ok).toMatchObject({ created: 1, errors: [] });
    expect(await exportFleetCsv(hauler.scope, "trucks")).toContain("\r\nBRA2E19;12,5;poliguindaste;sim\r\n");
  });

  it("drivers: dates dd/mm/aaaa, CNH digits, category; a missing column is a line-1 error", async () => {
    const hauler = await makeHauler(h.db);
    const bad = await importFleetCsv(hauler.scope, "drivers", "nome;cnh\nAna;12345678901", { commit: true });
    expect(bad.errors.filter((e) => e.line === 1).map((e) => e.message)).toEqual([
      'Falta a coluna "categoria".',
      'Falta a coluna "validade_cnh".',
    ]);
    const ok = await importFleetCsv(
      hauler.scope,
      "drivers",
      "nome;cnh;categoria;validade_cnh\nAna Souza;123.456.789-01;d;15/08/2027",
      { commit: true },
    );
    expect(ok.created).toBe(1);
    expect(await hauler.caller.fleet.drivers()).toMatchObject([
      { name: "Ana Souza", cnhValidUntil: "2027-08-15" },
    ]);
    // A NUL in a name (PostgreSQL 22021) or a year 0000 (22008) is a line error, not a failed import.
    for (const row of ["Bia\u0000 Lima;98765432100;d;15/08/2027", "Cai Reis;98765432111;d;01/01/0000"]) {
      const hostile = await importFleetCsv(
        hauler.scope,
        "drivers",
        `nome;cnh;categoria;validade_cnh\n${row}`,
        {
          commit: true,
        },
      );
      expect(hostile.created, row).toBe(0);
      expect(hostile.errors.map((e) => e.line)).toEqual([2]);
    }
  });

  it("a large file is validated in slices: the event loop serves other requests between them", async () => {
    const hauler = await makeHauler(h.db);
    let turns = 0;
    let counting = true;
    const count = () => {
      turns++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const seen: number[] = [];
    const result = await importFleetCsv(hauler.scope, "cacambas", cacambasCsv(5000), {
      commit: false,
      onProgress: (p) => {
        if (p.phase === "validating") seen.push(turns);
      },
    }).finally(() => {
      counting = false;
    });
    expect(result).toMatchObject({ total: 5000, errors: [], committed: false });
    expect(seen).toHaveLength(10);
    expect(seen[seen.length - 1]).toBeGreaterThan(seen[0] ?? 0);
    // Saved in small inserts, with progress still every 1,000 rows.
    const saved: number[] = [];
    const committed = await importFleetCsv(hauler.scope, "cacambas", cacambasCsv(2500), {
      commit: true,
      onProgress: (p) => {
        if (p.phase === "saving") saved.push(p.done);
      },
    });
    expect(committed).toMatchObject({ created: 2500, errors: [] });
    expect(saved).toEqual([1000, 2000, 2500]);
    expect((await hauler.caller.fleet.cacambas()).map((c) => c.number).slice(-1)).toEqual([2500]);
  });

  it("a commit beyond the plan's limit is refused before any row is validated, and saves nothing", async () => {
    const hauler = await makeHauler(h.db);
    await h.db
      .update(orgs)
      .set({ trialEndsAt: new Date(Date.now() + 10 * 86_400_000) })
      .where(eq(orgs.id, hauler.org.id));
    const phases: string[] = [];
    await expect(
      importFleetCsv(hauler.scope, "cacambas", cacambasCsv(1000), {
        commit: true,
        onProgress: (p) => phases.push(p.phase),
      }),
    ).rejects.toThrow(/período de avaliação permite até 100 caçambas e sua frota já tem 0 caçambas/);
    expect(phases).toEqual([]);
    expect(await hauler.caller.fleet.cacambas()).toEqual([]);
    // The preview of the same file still validates every row; within the limit, the commit saves.
    expect(
      await importFleetCsv(hauler.scope, "cacambas", cacambasCsv(1000), { commit: false }),
    ).toMatchObject({ total: 1000, errors: [] });
    expect((await importFleetCsv(hauler.scope, "cacambas", cacambasCsv(100), { commit: true })).created).toBe(
      100,
    );
  });
});
