import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildIfNeeded } from "../../scripts/build-if-needed";
import {
  createPgliteTemplate,
  createServerTemplate,
  dropServerTemplate,
  removePgliteTemplate,
  seededTemplateEnv,
} from "../helpers/db-templates";
import { timedSetupPhase } from "../setup-phases";
import { PASSED_SHAPES_ENV } from "./helpers/a11y";

/**
 * One production build for all browser tests, and the databases a first start would make (migrations and
 * demo data), made once: each server starts on its own copy (tests/helpers/db-templates.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  // Both e2e projects (vitest.config.ts) name this setup; the run makes it once and undoes it after the last.
  const shared = globalThis as { ccE2eSetup?: { made: Promise<() => Promise<void>>; users: number } };
  shared.ccE2eSetup ??= { made: makeOnce(), users: 0 };
  const once = shared.ccE2eSetup;
  once.users++;
  const teardown = await once.made;
  return async () => {
    if (--once.users === 0) await teardown();
  };
}

async function makeOnce(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // The demo's MTR credentials are sealed when the templates are seeded, here; every server started on a
  // copy must open them, so the run shares one key (a first start seals and opens with its own).
  process.env.CREDENTIALS_KEY ??= randomBytes(32).toString("hex");
  const [, dir, db] = await Promise.all([
    timedSetupPhase("e2e build", () => buildIfNeeded(process.cwd())),
    timedSetupPhase("e2e templates", () => createPgliteTemplate(true)),
    serverUrl ? createServerTemplate(serverUrl, true) : undefined,
  ]);
  Object.assign(process.env, seededTemplateEnv({ dir, db }));
  // The screen shapes axe passed in this run (helpers/a11y.ts): a later screen of the same shape is not checked again.
  const shapes = mkdtempSync(join(tmpdir(), "cc-axe-"));
  process.env[PASSED_SHAPES_ENV] = shapes;
  return async () => {
    rmSync(shapes, { recursive: true, force: true });
    removePgliteTemplate(dir);
    if (serverUrl && db) await dropServerTemplate(serverUrl, db);
  };
}
