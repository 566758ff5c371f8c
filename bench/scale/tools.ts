/**
 * The Debian tools the two-host run needs (wrk, HAProxy, PgBouncer, iproute2's `ip`), installed with apt as
 * root when missing, as `npm test` does for Chromium (scripts/test-setup.mjs).
 */
import { execFileSync } from "node:child_process";
import { missingTools, toolsPlan, toolsStillMissing } from "../../scripts/test-setup.mjs";

export const SCALE_TOOLS = [
  { name: "wrk", command: "wrk", apt: "wrk" },
  { name: "HAProxy", command: "haproxy", apt: "haproxy" },
  { name: "PgBouncer", command: "pgbouncer", apt: "pgbouncer" },
  { name: "ip (iproute2)", command: "ip", apt: "iproute2" },
];

function onMachine(tool: { command?: string }): boolean {
  try {
    execFileSync("sh", ["-c", `command -v ${tool.command}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Installs what is missing; stops with one pt-BR line when it cannot (not root, or apt failed). */
export function ensureScaleTools(): void {
  if (process.getuid?.() !== 0)
    throw new Error(
      "bench:scale cria namespaces de rede (ip netns) e precisa rodar como root (ou com sudo npm run bench:scale).",
    );
  const plan = toolsPlan(missingTools(onMachine, SCALE_TOOLS), true);
  if (plan.kind !== "install") return;
  console.log(`Instalando o que falta para o bench:scale (apt-get install ${plan.packages.join(" ")})…`);
  for (const [command, args] of plan.commands)
    execFileSync(command, args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  const still = missingTools(onMachine, SCALE_TOOLS);
  if (still.length > 0) throw new Error(toolsStillMissing(still).replace("npm test", "bench:scale"));
}
