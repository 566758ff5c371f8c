import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import QRCode from "qrcode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalCtr, ctrContentHash } from "@/domain/ctr";
import type { DbHandle } from "@/server/db/client";
import { auditEvents, ctrs, storedFiles } from "@/server/db/schema";
import { renderCtrPdf } from "@/server/pdf/ctr/render";
import { openCtrFile, signatureImages } from "@/server/services/ctr/files";
import { canonicalInputOf } from "@/server/services/ctr/view";
import { makeCtrWorld } from "../../fixtures/ctr/world";
import { freshDatabase } from "../../helpers/db";
import { failure } from "../../helpers/trpc-failure";

/** A 1×1 PNG and a bigger one (same header, padded past 100 KB): the server reads content, not names. */
const SMALL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const png = (tag: number) => Buffer.concat([SMALL_PNG, Buffer.from([tag])]);
const b64 = (b: Buffer) => b.toString("base64");

let h: DbHandle;
beforeAll(async () => {
  process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "cc-ctr-signatures-"));
  h = await freshDatabase();
});
afterAll(async () => {
  await h.close();
});

async function filesOf(orgId: string) {
  return h.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.orgId, orgId), eq(storedFiles.purpose, "ctr_signature")));
}

describe("drawn signatures on the CTR", () => {
  it("keeps each party's drawing as a file of the org that took it, and the PDF loader returns the PNG bytes", async () => {
    const w = await makeCtrWorld(h.db, "S1");
    const issued = await w.haulerDispatcher.ctr.hauler.issue({ ...w.issueInput, signaturePng: b64(png(1)) });
    expect(issued.transporterSignature.imageFileId).toMatch(/^[0-9a-f-]{36}$/);
    expect(issued.transporterSignature.name).toBe("S1 Despacho");

    const departed = await w.haulerDispatcher.ctr.hauler.depart({
      id: issued.id,
      generatorSignerName: "Mestre de obras",
      signaturePng: `data:image/png;base64,${b64(png(2))}`,
    });
    expect(departed.generatorSignature?.name).toBe("Mestre de obras");
    expect(departed.generatorSignature?.imageFileId).toMatch(/^[0-9a-f-]{36}$/);

    const received = await w.operator.ctr.receiver.receive({
      id: issued.id,
      weightT: 5.1,
      wasteClass: "A",
      forbiddenFound: [],
      signaturePng: b64(png(3)),
    });
    expect(received.receiverSignature?.imageFileId).toMatch(/^[0-9a-f-]{36}$/);

    // Transporter and generator drawings were taken on the hauler's device; the receiver's at the gate.
    expect((await filesOf(w.hauler.id)).map((f) => f.id).sort()).toEqual(
      [issued.transporterSignature.imageFileId, departed.generatorSignature?.imageFileId].sort(),
    );
    const [receiverFile] = await filesOf(w.receiver.id);
    expect(receiverFile?.id).toBe(received.receiverSignature?.imageFileId);
    expect(receiverFile?.contentType).toBe("image/png");

    // Every party that reads the CTR sees the same three drawings.
    for (const view of [
      await w.haulerAdmin.ctr.hauler.get({ id: issued.id }),
      await w.client.ctr.generator.get({ id: issued.id }),
      await w.operator.ctr.receiver.get({ id: issued.id }),
      await w.auditor.ctr.city.get({ id: issued.id }),
    ]) {
      const images = await signatureImages(view, { db: h.db });
      expect(Buffer.from(images.transporter ?? [])).toEqual(png(1));
      expect(Buffer.from(images.generator ?? [])).toEqual(png(2));
      expect(Buffer.from(images.receiver ?? [])).toEqual(png(3));
      const file = await openCtrFile(view, "receiver", { db: h.db });
      expect(file?.contentType).toBe("image/png");
      expect(file?.sizeBytes).toBe(png(3).length);
    }

    const actions = await h.db.select().from(auditEvents).where(eq(auditEvents.entityId, issued.id));
    const depart = actions.find((a) => a.action === "ctr.depart");
    expect(depart?.after).toMatchObject({ drawnSignature: true });
  });

  it("leaves the content hash as it was: the drawing is not part of the canonical form", async () => {
    const w = await makeCtrWorld(h.db, "S2");
    const signed = await w.haulerDispatcher.ctr.hauler.issue({ ...w.issueInput, signaturePng: b64(png(4)) });
    const [row] = await h.db.select().from(ctrs).where(eq(ctrs.id, signed.id));
    if (!row) throw new Error("missing");
    const canonical = canonicalCtr(canonicalInputOf(row));
    expect(canonical).not.toContain("signature");
    expect(canonical).not.toContain(signed.transporterSignature.imageFileId ?? "none");
    expect(await ctrContentHash(canonicalInputOf(row))).toBe(signed.contentHash);
  });

  it("signs without a drawing as before: name, role and time only", async () => {
    const w = await makeCtrWorld(h.db, "S3");
    const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    expect(c.transporterSignature.imageFileId).toBeUndefined();
    expect(await signatureImages(c, { db: h.db })).toEqual({});
    expect(await openCtrFile(c, "transporter", { db: h.db })).toBeNull();
  });

  it("refuses a drawing that is not a PNG or passes 100 KB with a pt-BR 400, changing nothing", async () => {
    const w = await makeCtrWorld(h.db, "S4");
    const c = await w.haulerDispatcher.ctr.hauler.issue(w.issueInput);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...SMALL_PNG.subarray(4)]);
    const big = Buffer.concat([SMALL_PNG, Buffer.alloc(100 * 1024, 7)]);
    const cases: [string, string][] = [
      [b64(jpeg), "não é uma imagem PNG válida"],
      [b64(big), "passa de 100 KB"],
      ["isto não é base64!", "não é uma imagem PNG válida"],
      [b64(SMALL_PNG.subarray(0, 20)), "não é uma imagem PNG válida"],
    ];
    for (const [signaturePng, message] of cases) {
      const e = await failure(
        w.haulerDispatcher.ctr.hauler.depart({ id: c.id, generatorSignerName: "Mestre", signaturePng }),
      );
      expect(e.code).toBe("BAD_REQUEST");
      expect(e.message).toContain(message);
      const issue = await failure(w.haulerDispatcher.ctr.hauler.issue({ ...w.issueInput, signaturePng }));
      expect(issue.code).toBe("BAD_REQUEST");
    }
    const tooLong = await failure(
      w.operator.ctr.receiver.receive({
        id: c.id,
        weightT: 4,
        wasteClass: "A",
        forbiddenFound: [],
        signaturePng: "A".repeat(200_000),
      }),
    );
    expect(tooLong.code).toBe("BAD_REQUEST");
    expect(tooLong.message).toContain("100 KB");
    const nameless = await failure(
      w.haulerDispatcher.ctr.hauler.depart({ id: c.id, signaturePng: b64(png(5)) }),
    );
    expect(nameless.code).toBe("BAD_REQUEST");
    expect(nameless.message).toContain("Informe o nome de quem assinou pelo gerador");
    expect((await w.haulerAdmin.ctr.hauler.get({ id: c.id })).status).toBe("issued");
    expect(await filesOf(w.hauler.id)).toEqual([]);
    expect(await filesOf(w.receiver.id)).toEqual([]);
    expect((await w.haulerAdmin.ctr.hauler.list({})).length).toBe(1);
  });

  it("another org cannot read the CTR, so it cannot reach its drawings; nor can a drawing be added to another hauler's CTR", async () => {
    const w = await makeCtrWorld(h.db, "S5");
    const other = await makeCtrWorld(h.db, "S6");
    const c = await w.haulerDispatcher.ctr.hauler.issue({ ...w.issueInput, signaturePng: b64(png(6)) });
    for (const attempt of [
      () => other.haulerAdmin.ctr.hauler.get({ id: c.id }),
      () => other.client.ctr.generator.get({ id: c.id }),
      () => other.operator.ctr.receiver.get({ id: c.id }),
    ])
      expect((await failure(attempt())).code).toBe("NOT_FOUND");
    expect((await failure(w.client.ctr.hauler.get({ id: c.id }))).code).toBe("FORBIDDEN");
    const e = await failure(
      other.haulerDispatcher.ctr.hauler.depart({
        id: c.id,
        generatorSignerName: "Intruso",
        signaturePng: b64(png(7)),
      }),
    );
    expect(e.code).toBe("NOT_FOUND");
    expect(await filesOf(other.hauler.id)).toEqual([]);
  });

  it("the PDF prints the three drawings loaded with signatureImages(ctr)", async () => {
    const w = await makeCtrWorld(h.db, "S7");
    const drawing = (text: string) => QRCode.toBuffer(text, { type: "png", width: 120 }).then(b64);
    const c = await w.haulerDispatcher.ctr.hauler.issue({
      ...w.issueInput,
      signaturePng: await drawing("t"),
    });
    await w.haulerDispatcher.ctr.hauler.depart({
      id: c.id,
      generatorSignerName: "Mestre de obras",
      signaturePng: await drawing("g"),
    });
    await w.operator.ctr.receiver.receive({
      id: c.id,
      weightT: 5,
      wasteClass: "A",
      forbiddenFound: [],
      signaturePng: await drawing("r"),
    });
    const view = await w.client.ctr.generator.get({ id: c.id });
    const file = join(mkdtempSync(join(tmpdir(), "cc-ctr-sig-pdf-")), "ctr.pdf");
    writeFileSync(
      file,
      await renderCtrPdf(view, "http://x/verificar/a", await signatureImages(view, { db: h.db })),
    );
    const rows = execFileSync("pdfimages", ["-list", file])
      .toString("utf8")
      .trim()
      .split("\n")
      .slice(2)
      .map((l) => l.trim().split(/\s+/));
    // Three vias, three drawings on each.
    expect(rows.filter((r) => r[2] === "image").length).toBe(9);
  });
});
