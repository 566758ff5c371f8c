import {
  createPgliteTemplate,
  createServerTemplate,
  dropServerTemplate,
  removePgliteTemplate,
  TEMPLATE_ENV,
} from "../helpers/db-templates";
import { timedSetupPhase } from "../setup-phases";

/**
 * The migrations run once per run, into a template; each test file's `freshDatabase()` is a copy of it
 * (tests/helpers/db-templates.ts). The template is dropped at the end.
 */
export default async function setup(): Promise<() => Promise<void>> {
  // Both integration projects (vitest.config.ts) name this setup; the run makes it once and undoes it after the last.
  const shared = globalThis as { ccIntegrationSetup?: { made: Promise<() => Promise<void>>; users: number } };
  shared.ccIntegrationSetup ??= { made: makeOnce(), users: 0 };
  const once = shared.ccIntegrationSetup;
  once.users++;
  const teardown = await once.made;
  return async () => {
    if (--once.users === 0) await teardown();
  };
}

async function makeOnce(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = await timedSetupPhase("integration template", () => createServerTemplate(serverUrl, false));
    process.env[TEMPLATE_ENV.migrated] = name;
    return () => dropServerTemplate(serverUrl, name);
  }
  const dir = await timedSetupPhase("integration template", () => createPgliteTemplate(false));
  process.env[TEMPLATE_ENV.migratedDir] = dir;
  return async () => removePgliteTemplate(dir);
}
