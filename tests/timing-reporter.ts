import type { Reporter, TestModule } from "vitest/node";
import { type Phase, takeSetupPhases } from "./setup-phases";

/**
 * Prints, after vitest's own summary, where the time went: each phase (lint and types, timed by
 * scripts/test.mjs and passed in `CC_TEST_PHASES`; the global setups; each project) and the slowest ten
 * files. A project's wall time runs from its first file's start to its last file's end; "in files" adds up
 * every file's own time (import, setup, tests and hooks), which exceeds the wall when files ran in parallel.
 */
export default class TimingReporter implements Reporter {
  private startedAt = Date.now();
  private endedAt = new Map<string, number>();

  onInit() {
    this.startedAt = Date.now();
  }

  onTestModuleEnd(m: TestModule) {
    this.endedAt.set(m.moduleId, Date.now());
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const files = testModules.map((m) => {
      const d = m.diagnostic();
      const ms =
        d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
      return { project: m.project.name, path: m.moduleId, ms };
    });
    if (files.length === 0) return;
    const ends = this.endedAt;
    const lines: string[] = ["", "Where the time went", ""];
    const before: Phase[] = JSON.parse(process.env.CC_TEST_PHASES ?? "[]");
    for (const p of [...before, ...takeSetupPhases()]) lines.push(row(p.name, p.ms, p.note));
    for (const project of [...new Set(files.map((f) => f.project))]) {
      const own = files.filter((f) => f.project === project);
      const start = Math.min(...own.map((f) => (ends.get(f.path) ?? 0) - f.ms));
      const end = Math.max(...own.map((f) => ends.get(f.path) ?? 0));
      const inFiles = own.reduce((sum, f) => sum + f.ms, 0);
      lines.push(row(project, end - start, `${own.length} files, ${seconds(inFiles)} in files`));
    }
    lines.push(row("vitest", Date.now() - this.startedAt, "from vitest's start to its end"));
    const since = Number(process.env.CC_TEST_STARTED_AT);
    if (since) lines.push(row("total", Date.now() - since, "the whole `npm test`"));
    lines.push("", "Slowest ten files", "");
    const root = `${process.cwd()}/`;
    for (const f of [...files].sort((a, b) => b.ms - a.ms).slice(0, 10))
      lines.push(`  ${seconds(f.ms).padStart(8)}  ${f.project.padEnd(20)} ${f.path.replace(root, "")}`);
    console.log(`${lines.join("\n")}\n`);
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function row(name: string, ms: number, note = ""): string {
  return `  ${name.padEnd(22)} ${seconds(ms).padStart(9)}${note ? `   ${note}` : ""}`;
}
