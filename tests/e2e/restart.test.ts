import { afterAll, describe, expect, it } from "vitest";
import { signInOverHttp } from "./helpers/http-session";
import { type RunningServer, startExpectingFailure, startServer, tempDataDir } from "./helpers/server";

describe("embedded database across processes", () => {
  const started: RunningServer[] = [];
  afterAll(async () => {
    for (const s of started) await s.stop();
  });

  it("refuses a second process on the same data directory, and keeps every write through a SIGKILL", async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ dataDir });
    started.push(first);

    const second = await startExpectingFailure(dataDir);
    expect(second.code).toBe(1);
    expect(second.output).toContain("já está aberto pelo processo");

    const admin = await signInOverHttp(first.url, "admin@demo.cacambacerta.com.br", "demo1234");
    const created = await admin.mutate("fleet.createCacamba", { capacityM3: 10 });
    expect(created.status).toBe(200);

    first.process.kill("SIGKILL");
    await new Promise((r) => first.process.once("exit", r));

    const restarted = await startServer({ dataDir });
    started.push(restarted);
    expect(restarted.output()).not.toContain("dados de demonstração carregados");
    const again = await signInOverHttp(restarted.url, "admin@demo.cacambacerta.com.br", "demo1234");
    const list = await again.query("fleet.cacambas");
    const rows = (list.body.result?.data.json ?? []) as { number: number; capacityM3: number }[];
    const numbers = rows.map((c) => [c.number, c.capacityM3]);
    expect(numbers.at(-1)).toEqual([7, 10]);
  });
});
