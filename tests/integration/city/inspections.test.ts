import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSPECTION_MESSAGES } from "@/lib/inspection-evidence";
import type { DbHandle } from "@/server/db/client";
import { inspections, placements, sites, storedFiles } from "@/server/db/schema";
import { freshDatabase } from "../../helpers/db";
import { METRE_LON, rectangle, SITE } from "../dispatch/world";
import { makeCity, makeStreetWorld } from "./world";

const HOUR = 3_600_000;

/** A photo already uploaded by the city's auditor (`inspection_photo`). */
async function cityPhoto(h: DbHandle, city: Awaited<ReturnType<typeof makeCity>>) {
  const id = randomUUID();
  await h.db.insert(storedFiles).values({
    orgId: city.city.id,
    id,
    storageKey: `${city.city.id}/inspection_photo/${id}.jpg`,
    purpose: "inspection_photo",
    originalName: "foto.jpg",
    contentType: "image/jpeg",
    sizeBytes: 10,
    sha256: "0".repeat(64),
    uploadedBy: city.auditor.id,
  });
  return id;
}

describe("an inspection has an answer, a position and a photo or a reason; an empty one saves nothing", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  async function world() {
    const now = Date.now();
    const w = await makeStreetWorld(h.db, new Date(now - 100 * HOUR), new Date(now - 30 * HOUR));
    const jf = await makeCity(h.db);
    const checklist = await jf.as.city.inspections.checklist();
    const count = async () =>
      (await h.db.select().from(inspections).where(eq(inspections.orgId, jf.city.id))).length;
    return { w, jf, checklist, count };
  }

  it.each([
    {
      name: "the 31 items untouched (all 'não verificado'), GPS and a photo",
      answers: "untouched" as const,
      position: { positionSource: "gps" as const, lat: -21.76, lon: -43.35 },
      photo: true,
      message: INSPECTION_MESSAGES.empty,
      field: "answers",
    },
    {
      name: "no answer at all",
      answers: "none" as const,
      position: { positionSource: "gps" as const, lat: -21.76, lon: -43.35 },
      photo: true,
      message: INSPECTION_MESSAGES.empty,
      field: "answers",
    },
    {
      name: "GPS chosen but no point",
      answers: "one" as const,
      position: { positionSource: "gps" as const, lat: null, lon: null },
      photo: true,
      message: INSPECTION_MESSAGES.position,
      field: "positionSource",
    },
    {
      name: "typed coordinates with only a latitude",
      answers: "one" as const,
      position: { positionSource: "typed" as const, lat: -21.76, lon: null },
      photo: true,
      message: INSPECTION_MESSAGES.position,
      field: "positionSource",
    },
    {
      name: "no photo and no reason",
      answers: "one" as const,
      position: { positionSource: "gps" as const, lat: -21.76, lon: -43.35 },
      photo: false,
      reason: "  ",
      message: INSPECTION_MESSAGES.photo,
      field: "noPhotoReason",
    },
  ])("refuses $name with a pt-BR message on the field and saves nothing", async (c) => {
    const { w, jf, checklist, count } = await world();
    const before = await count();
    const answers =
      c.answers === "untouched"
        ? checklist.map((i) => ({ rule: i.rule, answer: "not_checked" as const }))
        : c.answers === "none"
          ? []
          : [{ rule: "max_dwell", answer: "nonconforming" as const }];
    if (c.answers === "untouched") expect(answers).toHaveLength(31);
    const error = await jf.as.city.inspections
      .record({
        placementId: w.placement.id,
        ...c.position,
        answers,
        photoFileIds: c.photo ? [await cityPhoto(h, jf)] : [],
        noPhotoReason: c.reason ?? null,
      })
      .then(
        () => null,
        (e: { code?: string; message: string; cause?: { details?: { fieldErrors?: object } } }) => e,
      );
    expect(error?.code).toBe("BAD_REQUEST");
    expect(error?.message).toBe(c.message);
    expect(error?.cause?.details?.fieldErrors).toEqual({ [c.field]: [c.message] });
    expect(await count()).toBe(before);
  });

  it("takes where the caçamba stands (its footprint's centre, not the site's pin) when the auditor chooses it, and keeps the reason for no photo", async () => {
    const { w, jf } = await world();
    // The caçamba stands 4 m west of the site's pin, as the dispatcher planned it.
    const west = SITE.lon - 4 * METRE_LON;
    await h.db
      .update(placements)
      .set({ footprint: rectangle(west, SITE.lat) })
      .where(eq(placements.id, w.placement.id));
    const [site] = await h.db.select().from(sites).where(eq(sites.id, w.site.id));
    const listed = (await jf.as.city.street()).find((p) => p.placementId === w.placement.id);
    expect(listed?.lon).toBeCloseTo(west, 9);
    expect(listed?.lat).toBeCloseTo(SITE.lat, 9);
    expect(listed?.lon).not.toBeCloseTo(site?.lon ?? 0, 6);
    const row = await jf.as.city.inspections.record({
      placementId: w.placement.id,
      positionSource: "placement",
      lat: 10,
      lon: 10,
      answers: [{ rule: "max_dwell", answer: "ok" }],
      photoFileIds: [],
      noPhotoReason: "Bateria do celular acabou durante a vistoria.",
    });
    expect(row.positionSource).toBe("placement");
    expect(row.lon).toBeCloseTo(west, 9);
    expect(row.lat).toBeCloseTo(SITE.lat, 9);
    expect(row.noPhotoReason).toBe("Bateria do celular acabou durante a vistoria.");
    expect(row.inspectedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("a caçamba found by its code has no placement position: typed coordinates are kept, 'placement' refused", async () => {
    const { w, jf, count } = await world();
    const before = await count();
    const base = {
      cacambaCode: w.cacamba.publicCode,
      address: "Rua Halfeld, 800 — Centro",
      answers: [{ rule: "max_dwell", answer: "nonconforming" as const }],
      photoFileIds: [await cityPhoto(h, jf)],
    };
    await expect(jf.as.city.inspections.record({ ...base, positionSource: "placement" })).rejects.toThrow(
      /Sem colocação não há posição registrada/,
    );
    expect(await count()).toBe(before);
    const row = await jf.as.city.inspections.record({
      ...base,
      positionSource: "typed",
      lat: -21.7601,
      lon: -43.3502,
    });
    expect(row).toMatchObject({ positionSource: "typed", lat: -21.7601, lon: -43.3502, noPhotoReason: null });
    expect(row.photoFileIds).toHaveLength(1);
  });
});
