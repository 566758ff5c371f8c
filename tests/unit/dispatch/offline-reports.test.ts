import { describe, expect, it } from "vitest";
import { jobOnPhone, waitingLabel } from "@/features/driver/offline/job-on-phone";
import { fitWithin } from "@/features/driver/offline/photo";
import type { StoredReport } from "@/features/driver/offline/report-store";
import {
  AnsweredError,
  isRefusal,
  outcomeOf,
  type ReportTransport,
  type SubmitInput,
  sendReport,
} from "@/features/driver/offline/send-report";
import { isDriverDayRequest } from "@/sw/routes";

const report = (over: Partial<StoredReport> = {}): StoredReport => ({
  key: "chave-0001",
  userId: "u1",
  jobId: "j1",
  action: "complete",
  at: "2026-12-02T13:05:00.000Z",
  savedAt: 1,
  ...over,
});

/** A transport that records what it was asked, failing the first `failSubmits` submits as told. */
function transport(failSubmits: unknown[] = []) {
  const calls = { uploads: [] as string[], submits: [] as SubmitInput[], saved: [] as StoredReport[] };
  const t: ReportTransport = {
    async upload(purpose, _name, body) {
      calls.uploads.push(`${purpose}:${body.type}:${body.size}`);
      return `file-${calls.uploads.length}`;
    },
    async submit(input) {
      const failure = failSubmits.shift();
      if (failure) throw failure;
      calls.submits.push(input);
    },
    async save(r) {
      calls.saved.push(r);
    },
  };
  return { t, calls };
}

describe("what an answer means for a report waiting on the phone", () => {
  it("a 4xx is a refusal, except signed out (401), timeout (408) and too many (429)", () => {
    expect([400, 403, 404, 409, 412, 413, 422].map(isRefusal)).toEqual(Array(7).fill(true));
    expect([401, 408, 429, 500, 502, 503].map(isRefusal)).toEqual(Array(6).fill(false));
  });
  it("no answer at all, or a 5xx, waits for later; a refusal keeps the server's words", () => {
    expect(outcomeOf(new TypeError("Failed to fetch"))).toEqual({ kind: "later" });
    expect(outcomeOf(new AnsweredError(503, "fora do ar"))).toEqual({ kind: "later" });
    expect(outcomeOf(new AnsweredError(401, "Entre na sua conta"))).toEqual({ kind: "later" });
    expect(outcomeOf(new AnsweredError(413, "Foto grande demais: o limite é 10 MB."))).toEqual({
      kind: "refused",
      message: "Foto grande demais: o limite é 10 MB.",
    });
  });
});

describe("sendReport", () => {
  const photo = new Blob([new Uint8Array(300)], { type: "image/jpeg" });
  const now = () => new Date("2026-12-02T15:40:00.000Z");

  it("uploads the photo and the signature, keeps their ids, then sends the report with its key and the act's time", async () => {
    const { t, calls } = transport();
    const signaturePng = Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString("base64");
    expect(await sendReport(report({ photo, signaturePng, lat: -21.76, lon: -43.35 }), t, now)).toEqual({
      kind: "sent",
    });
    expect(calls.uploads).toEqual(["job_photo:image/jpeg:300", "job_signature:image/png:4"]);
    expect(calls.saved.map((r) => [r.photoFileId, r.signatureFileId])).toEqual([
      ["file-1", undefined],
      ["file-1", "file-2"],
    ]);
    expect(calls.submits).toEqual([
      expect.objectContaining({
        idempotencyKey: "chave-0001",
        at: "2026-12-02T13:05:00.000Z",
        sentAt: "2026-12-02T15:40:00.000Z",
        photoFileId: "file-1",
        signatureFileId: "file-2",
        lat: -21.76,
        lon: -43.35,
      }),
    ]);
  });

  it("a retry after the network failed sends the same key and does not upload the photo again", async () => {
    const { t, calls } = transport([new TypeError("Failed to fetch")]);
    expect(await sendReport(report({ photo }), t, now)).toEqual({ kind: "later" });
    const kept = calls.saved.at(-1);
    if (!kept) throw new Error("the photo's id was not kept");
    expect(await sendReport(kept, t, now)).toEqual({ kind: "sent" });
    expect(calls.uploads).toHaveLength(1);
    expect(calls.submits.map((s) => s.idempotencyKey)).toEqual(["chave-0001"]);
  });

  it("a refused upload is a refusal with the server's message, and nothing is submitted", async () => {
    const { t, calls } = transport();
    t.upload = async () => {
      throw new AnsweredError(415, "Envie uma foto JPEG ou PNG.");
    };
    expect(await sendReport(report({ photo }), t, now)).toEqual({
      kind: "refused",
      message: "Envie uma foto JPEG ou PNG.",
    });
    expect(calls.submits).toEqual([]);
  });
});

describe("the day as the phone shows it", () => {
  const job = { id: "j1", status: "en_route" };
  it("a drop-off waiting to be sent shows as done; a start moves a scheduled job on", () => {
    expect(jobOnPhone(job, [report()]).status).toBe("done");
    expect(jobOnPhone({ id: "j1", status: "scheduled" }, [report({ action: "start" })]).status).toBe(
      "en_route",
    );
    expect(jobOnPhone(job, [report({ jobId: "j2" })])).toEqual({ ...job, waiting: [] });
  });
  it("a refused report does not count as done", () => {
    expect(jobOnPhone(job, [report({ refused: "Sem CTR" })]).status).toBe("en_route");
  });
  it("says how many wait, in pt-BR", () => {
    expect(waitingLabel(1)).toBe("1 registro aguardando envio");
    expect(waitingLabel(2)).toBe("2 registros aguardando envio");
  });
});

describe("photos sized on the phone", () => {
  it("fits the longest side within 1,600 px, keeping proportions, never enlarging", () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe("what the service worker keeps for the driver's day", () => {
  const at = (path: string) => new URL(path, "https://app.example");
  it("the page, its two unbatched reads and the CTR PDFs; nothing else, and only GETs", () => {
    expect(isDriverDayRequest("GET", at("/motorista"))).toBe(true);
    expect(isDriverDayRequest("GET", at("/api/trpc/dispatch.jobs.myDay?input=%7B%7D"))).toBe(true);
    expect(isDriverDayRequest("GET", at("/api/trpc/fleet.cacambas"))).toBe(true);
    expect(isDriverDayRequest("GET", at("/api/ctr/hauler/abc/pdf"))).toBe(true);
    expect(isDriverDayRequest("POST", at("/api/trpc/dispatch.jobs.myDay"))).toBe(false);
    expect(isDriverDayRequest("GET", at("/api/trpc/dispatch.jobs.myDay,fleet.cacambas?batch=1"))).toBe(false);
    expect(isDriverDayRequest("GET", at("/inicio"))).toBe(false);
    expect(isDriverDayRequest("GET", at("/api/trpc/dispatch.jobs.board"))).toBe(false);
  });
});
