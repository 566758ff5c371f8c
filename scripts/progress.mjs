// Long first-start steps (npm ci, next build) say what they do, how long they take and that they are still
// working: plain JS, because `npm start` runs it before the dependencies (tsx included) are installed.
import { spawn } from "node:child_process";

/** `83_000` → `1 min 23 s`; under a minute, `45 s`. */
export function formatElapsed(ms) {
  const total = Math.round(ms / 1000);
  const min = Math.floor(total / 60);
  const s = total % 60;
  return min === 0 ? `${s} s` : `${min} min ${String(s).padStart(2, "0")} s`;
}

/**
 * Runs `command` with its own output shown and, every `everyMs`, a line `  … <working> (1 min 15 s)`,
 * so a silent step never looks hung. Resolves with the exit code and the time it took.
 */
export function runWithProgress(command, args, { cwd, working, everyMs = 15_000 }) {
  const started = Date.now();
  const child = spawn(command, args, { cwd, stdio: "inherit" });
  const ticker = setInterval(
    () => console.log(`  … ${working} (${formatElapsed(Date.now() - started)})`),
    everyMs,
  );
  return new Promise((resolve) => {
    const done = (code) => {
      clearInterval(ticker);
      resolve({ code, elapsedMs: Date.now() - started });
    };
    child.once("error", () => done(1));
    child.once("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}
