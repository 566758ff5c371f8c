import { describe, expect, it } from "vitest";
import { formatElapsed, runWithProgress } from "../../../scripts/progress.mjs";

describe("first start progress", () => {
  it("elapsed time in pt-BR minutes and seconds", () => {
    expect(formatElapsed(45_000)).toBe("45 s");
    expect(formatElapsed(83_000)).toBe("1 min 23 s");
    expect(formatElapsed(3 * 60_000 + 5_000)).toBe("3 min 05 s");
  });

  it("a long step prints a still-working line on each tick and reports its exit code", async () => {
    const lines: string[] = [];
    const log = console.log;
    console.log = (line: string) => lines.push(line);
    try {
      const r = await runWithProgress(process.execPath, ["-e", "setTimeout(() => process.exit(3), 350)"], {
        working: "ainda preparando o aplicativo",
        everyMs: 100,
      });
      expect(r.code).toBe(3);
      expect(r.elapsedMs).toBeGreaterThanOrEqual(300);
    } finally {
      console.log = log;
    }
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toMatch(/^ {2}… ainda preparando o aplicativo \(\d+ s\)$/);
  });
});
