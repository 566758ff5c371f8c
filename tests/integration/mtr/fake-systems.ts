import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { MTR_SYSTEMS } from "@/domain/mtr";
import type { DbHandle } from "@/server/db/client";
import { forgetMtrTokens } from "@/server/mtr/client";
import { startFakeMtrServer } from "@/server/mtr/fake/node";
import { freshDatabase } from "../../helpers/db";
import { makeUser } from "../../helpers/factories";

export interface FakeMtrSystems {
  h: DbHandle;
  fake: Awaited<ReturnType<typeof startFakeMtrServer>>;
  platformUser: Awaited<ReturnType<typeof makeUser>>;
}

/**
 * A file's own database, the four fake MTR systems on a port of their own with the settings that point the
 * product at them (a 400 ms timeout, files in a temp folder) and the platform's user; tokens forgotten before
 * each test. The returned object is filled before the file's first test.
 */
export function fakeMtrSystemsPerFile(folderPrefix: string): FakeMtrSystems {
  const world = {} as FakeMtrSystems;
  beforeAll(async () => {
    world.h = await freshDatabase();
    world.fake = await startFakeMtrServer();
    for (const s of MTR_SYSTEMS) process.env[`MTR_${s.toUpperCase()}_URL`] = world.fake.baseUrl(s);
    process.env.MTR_TIMEOUT_MS = "400";
    process.env.DATA_DIR = await mkdtemp(join(tmpdir(), folderPrefix));
    world.platformUser = await makeUser(world.h.db, { isSuperadmin: true });
  });
  afterAll(async () => {
    await world.fake.close();
    await world.h.close();
  });
  beforeEach(() => forgetMtrTokens());
  return world;
}
