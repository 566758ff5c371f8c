import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { ORG_REQUEST_DOCUMENT, pendingOrgGrant } from "@/server/services/accounts/org-request-documents";
import { LocalDiskStorage } from "@/server/services/files/local-disk-storage";
import { storeUpload } from "@/server/services/files/upload";
import { freshDatabase } from "../../helpers/db";
import { callerFor, makeMember, makeOrg, makeUser, randomCnpj } from "../../helpers/factories";

async function* bytes(text: string) {
  yield new TextEncoder().encode(text);
}

describe("documents of a receiver's or city's request", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("the requester uploads while pending; the superadmin lists and reads them; nobody else may", async () => {
    const email = `atendente-${Math.random().toString(36).slice(2)}@exemplo.com.br`;
    const { userId, orgId } = await callerFor(h.db, null).accounts.signUp({
      kind: "receiver",
      name: "Rosa Receptora",
      email,
      password: "Caçambas-no-Pátio-7",
      legalName: "ATT Serra Ltda.",
      personType: "company",
      taxId: randomCnpj(),
      municipalityId: "juiz-de-fora-mg",
    });
    const [requester] = await h.db.select().from(users).where(eq(users.id, userId));
    if (!requester) throw new Error("no requester");

    const grant = await callerFor(h.db, requester).accounts.requestDocumentGrant();
    expect(grant.orgId).toBe(orgId);
    const dir = mkdtempSync(join(tmpdir(), "cc-docs-"));
    const deps = {
      storage: new LocalDiskStorage(join(dir, "files")),
      maxBytes: 1024 * 1024,
      tempDir: join(dir, "tmp"),
    };
    const stored = await storeUpload(
      { ...grant, db: h.db },
      { purpose: ORG_REQUEST_DOCUMENT, originalName: "licenca.pdf", body: bytes("%PDF-1.4\n%fim\n") },
      deps,
    );
    expect((await callerFor(h.db, requester).accounts.myRequestDocuments()).map((d) => d.id)).toEqual([
      stored.id,
    ]);

    const superadmin = await makeUser(h.db, { isSuperadmin: true });
    const [request] = (await callerFor(h.db, superadmin).platform.orgRequests()).filter(
      (r) => r.id === orgId,
    );
    expect(request?.documents.map((d) => d.originalName)).toEqual(["licenca.pdf"]);
    const file = await callerFor(h.db, superadmin).platform.requestDocument({ orgId, id: stored.id });
    expect(file.contentType).toBe("application/pdf");

    const hauler = await makeOrg(h.db, { kind: "hauler" });
    const admin = await makeMember(h.db, hauler.id, "admin");
    await expect(
      callerFor(h.db, admin, hauler.id).platform.requestDocument({ orgId, id: stored.id }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(callerFor(h.db, admin, hauler.id).accounts.requestDocumentGrant()).rejects.toMatchObject({
      code: "FORBIDDEN",
    });

    await callerFor(h.db, superadmin).platform.decideOrgRequest({ orgId, approve: true });
    await expect(pendingOrgGrant(h.db, requester.id)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
