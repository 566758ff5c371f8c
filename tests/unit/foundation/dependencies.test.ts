import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dependenciesState, lockDifference } from "../../../scripts/dependencies.mjs";

const lock = {
  packages: {
    "": { name: "cacamba-certa" },
    "node_modules/zod": { version: "4.6.7" },
    "node_modules/next": { version: "16.4.6" },
    "node_modules/@next/swc-darwin-arm64": { version: "16.4.6", optional: true },
  },
};
const installed = {
  packages: { "node_modules/zod": { version: "4.6.7" }, "node_modules/next": { version: "16.4.6" } },
};

/** A checkout with these lock files (undefined leaves one out). */
function checkout(wanted?: object, have?: object): string {
  const root = mkdtempSync(join(tmpdir(), "cc-deps-"));
  if (wanted) writeFileSync(join(root, "package-lock.json"), JSON.stringify(wanted));
  if (have) {
    mkdirSync(join(root, "node_modules"));
    writeFileSync(join(root, "node_modules/.package-lock.json"), JSON.stringify(have));
  }
  return root;
}

describe("the install check npm start and npm test share", () => {
  it("installed packages that match the lock, another platform's optional ones left out, are up to date", () => {
    expect(lockDifference(lock, installed)).toBeUndefined();
    expect(dependenciesState(checkout(lock, installed))).toEqual({ state: "ok" });
  });

  it("no node_modules is a first install", () => {
    expect(dependenciesState(checkout(lock))).toEqual({ state: "missing" });
  });

  it("another version, a package not installed or one the lock no longer names is stale", () => {
    const older = { packages: { ...installed.packages, "node_modules/zod": { version: "4.5.0" } } };
    expect(dependenciesState(checkout(lock, older))).toEqual({
      state: "stale",
      why: "zod 4.5.0 instalado, 4.6.7 pedido",
    });
    expect(lockDifference(lock, { packages: { "node_modules/zod": { version: "4.6.7" } } })).toBe(
      "next 16.4.6 não está instalado",
    );
    const extra = { packages: { ...installed.packages, "node_modules/left-pad": { version: "1.3.0" } } };
    expect(lockDifference(lock, extra)).toBe("left-pad instalado, mas fora do package-lock.json");
  });
});
