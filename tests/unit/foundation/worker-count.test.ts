import { describe, expect, it } from "vitest";
import { workerCount } from "../../../scripts/worker-count";

describe("WEB_CONCURRENCY: how many app processes npm start runs", () => {
  it("one by default", () => {
    expect(workerCount({})).toEqual({ workers: 1 });
    expect(workerCount({ WEB_CONCURRENCY: " " })).toEqual({ workers: 1 });
  });

  it("as many as asked on PostgreSQL", () => {
    expect(workerCount({ WEB_CONCURRENCY: "4", DATABASE_URL: "postgres://x/db" })).toEqual({ workers: 4 });
  });

  it("one on the embedded PGlite, saying so in pt-BR", () => {
    const r = workerCount({ WEB_CONCURRENCY: "2" });
    expect(r.workers).toBe(1);
    expect(r.notice).toMatch(
      /^WEB_CONCURRENCY=2 ignorado: o banco embutido \(PGlite\) atende um processo só/,
    );
    expect(r.error).toBeUndefined();
  });

  it("refuses what is not a number of processes", () => {
    for (const v of ["0", "-1", "2.5", "dois", "65", "1e3"]) {
      const r = workerCount({ WEB_CONCURRENCY: v, DATABASE_URL: "postgres://x/db" });
      expect(r.error).toBe(
        `WEB_CONCURRENCY deve ser um número inteiro de processos entre 1 e 64 (recebido: "${v}").`,
      );
    }
  });
});
