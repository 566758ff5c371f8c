import { spawn } from "node:child_process";
import { join } from "node:path";
import type { DossierData } from "@/server/pdf/dossier/render";

/**
 * Renders the site dossier PDF in a child Node process (`dossier-worker.ts` through tsx), so the
 * seconds react-pdf spends laying out 1,000 CTRs never block the server's event loop. The data goes
 * in as JSON on stdin; the PDF comes back on stdout.
 */
export function renderDossierInChild(data: DossierData): Promise<Buffer> {
  const script = join(process.cwd(), "src/server/services/ctr/dossier-worker.ts");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script], {
      cwd: process.cwd(),
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on("data", (c: Buffer) => out.push(c));
    child.stderr.on("data", (c: Buffer) => err.push(c));
    child.on("error", reject);
    child.on("close", (code) => {
      const pdf = Buffer.concat(out);
      if (code === 0 && pdf.subarray(0, 5).toString() === "%PDF-") resolve(pdf);
      else
        reject(
          new Error(`dossier render process exited ${code}: ${Buffer.concat(err).toString().slice(-2000)}`),
        );
    });
    child.stdin.end(JSON.stringify(data));
  });
}
