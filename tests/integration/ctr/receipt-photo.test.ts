import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { orgs } from "@/server/db/schema";
import { openCtrFile } from "@/server/services/ctr/files";
import { storeUpload } from "@/server/services/files/upload";
import { makeCtrWorld } from "../../fixtures/ctr/world";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember, makeOrg } from "../../helpers/factories";
import { failure } from "../../helpers/trpc-failure";

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 9)]);

let h: DbHandle;
beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "cc-ctr-photo-"));
  h = await freshDatabase();
});
afterAll(async () => {
  await h.close();
});

async function* once(b: Buffer) {
  yield new Uint8Array(b);
}

/** A received CTR with a load photo uploaded by the receiver's operator, as the gate form does. */
async function receivedWithPhoto(tag: string) {
  const w = await makeCtrWorld(h.db, tag);
  const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
  const photo = await storeUpload(
    {
      db: h.db,
      userId: w.users.operator.id,
      orgId: w.receiver.id,
      orgKind: "receiver",
      role: "operator",
      isManager: false,
    },
    { purpose: "ctr_receipt_photo", originalName: "carga.jpg", body: once(JPEG) },
  );
  await w.operator.ctr.receiver.receive({
    id: c.id,
    weightT: 6,
    wasteClass: "A",
    forbiddenFound: [],
    photoFileId: photo.id,
  });
  return { w, c, photo };
}

describe("receipt photo on the CTR detail", () => {
  it("the hauler, the generator, the receiver and the city of the origin all get the photo", async () => {
    const { w, c, photo } = await receivedWithPhoto("P1");
    for (const view of [
      await w.haulerAdmin.ctr.hauler.get({ id: c.id }),
      await w.client.ctr.generator.get({ id: c.id }),
      await w.operator.ctr.receiver.get({ id: c.id }),
      await w.auditor.ctr.city.get({ id: c.id }),
    ]) {
      expect(view.receivedPhotoFileId).toBe(photo.id);
      const file = await openCtrFile(view, "photo", { db: h.db });
      expect(file?.contentType).toBe("image/jpeg");
      expect(Buffer.from(await new Response(file?.body).arrayBuffer())).toEqual(JPEG);
    }
  });

  it("nobody else reaches it: other orgs get 404, other kinds of org 403", async () => {
    const { w, c } = await receivedWithPhoto("P2");
    const other = await makeCtrWorld(h.db, "P3");
    const elsewhere = await makeOrg(h.db, { kind: "city", name: "P3 Prefeitura de João Pessoa" });
    await h.db.update(orgs).set({ municipalityId: "joao-pessoa-pb" }).where(eq(orgs.id, elsewhere.id));
    const elsewhereAuditor = callerFor(h.db, await makeMember(h.db, elsewhere.id, "auditor"), elsewhere.id);
    const notFound = [
      () => other.haulerAdmin.ctr.hauler.get({ id: c.id }),
      () => other.client.ctr.generator.get({ id: c.id }),
      () => other.operator.ctr.receiver.get({ id: c.id }),
      () => elsewhereAuditor.ctr.city.get({ id: c.id }),
    ];
    for (const attempt of notFound) expect((await failure(attempt())).code).toBe("NOT_FOUND");
    const forbidden = [
      () => w.client.ctr.hauler.get({ id: c.id }),
      () => w.haulerAdmin.ctr.receiver.get({ id: c.id }),
      () => w.operator.ctr.generator.get({ id: c.id }),
      () => w.auditor.ctr.hauler.get({ id: c.id }),
    ];
    for (const attempt of forbidden) expect((await failure(attempt())).code).toBe("FORBIDDEN");
    // The generic file download serves only the caller's own org's files: the hauler cannot fetch it there.
    const viaFiles = await failure(
      w.haulerAdmin.fleet.files.get({
        id: (await w.operator.ctr.receiver.get({ id: c.id })).receivedPhotoFileId ?? "",
      }),
    );
    expect(viaFiles.code).toBe("NOT_FOUND");
  });

  it("a CTR received without a photo has none to serve", async () => {
    const w = await makeCtrWorld(h.db, "P4");
    const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    const r = await w.operator.ctr.receiver.receive({
      id: c.id,
      weightT: 3,
      wasteClass: "A",
      forbiddenFound: [],
    });
    expect(r.receivedPhotoFileId).toBeNull();
    expect(await openCtrFile(r, "photo", { db: h.db })).toBeNull();
  });
});
