import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_DOMAIN, DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { makeA1, makeTestCa } from "@/server/services/nfse/fake/pki";
import { withIterations } from "../../helpers/pkcs12-iterations";
import { signInOverHttp } from "../helpers/http-session";
import { databaseState } from "../helpers/own-database";
import type { EdgesContext } from "./context";

type Session = Awaited<ReturnType<typeof signInOverHttp>>;
const messageOf = (body: unknown) =>
  (body as { error?: { json?: { message?: string } } }).error?.json?.message;

/** Finding 1: a PKCS#12 asking 10 million iterations held the request thread for 337 s. */
export function certificateEdges(ctx: EdgesContext) {
  describe("finding 1: a certificate upload cannot freeze the server", () => {
    let admin: Session;
    const a1 = makeA1(makeTestCa(), { cnpj: "11444777000161", holder: "OUTRA EMPRESA LTDA" });
    const upload = (pfx: Buffer, password: string) =>
      admin.mutate("nfse.uploadCertificate", { fileBase64: pfx.toString("base64"), password });

    beforeAll(async () => {
      admin = await signInOverHttp(ctx.url(), `admin@${DEMO_DOMAIN}`, DEMO_PASSWORD, {
        "x-forwarded-for": "198.51.100.41",
      });
    });

    it("refuses 10 million iterations at once, in pt-BR, while /api/health keeps answering; nothing changes", async () => {
      const before = await databaseState(ctx.own().sql);
      let healthAnswers = 0;
      let uploading = true;
      const health = (async () => {
        while (uploading) {
          if ((await fetch(`${ctx.url()}/api/health`)).ok) healthAnswers++;
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      const bombs = await Promise.all([
        upload(withIterations(a1.pfx, 10_000_000), "qualquer-senha"),
        upload(withIterations(a1.pfx, 2 ** 31 - 1, { mac: true, keys: false }), a1.password),
      ]);
      uploading = false;
      await health;
      for (const bomb of bombs) {
        expect(bomb.status).toBe(400);
        expect(messageOf(bomb.body)).toMatch(/mais de 100\.000 iterações/);
      }
      expect(healthAnswers).toBeGreaterThan(0);
      expect(await databaseState(ctx.own().sql)).toEqual(before);
    });

    it("still reads a real file's password mistakes in a thread, 400 and nothing written", async () => {
      const before = await databaseState(ctx.own().sql);
      const wrong = await upload(a1.pfx, "errada");
      expect(wrong.status).toBe(400);
      expect(messageOf(wrong.body)).toBe("A senha do certificado está errada.");
      const other = await upload(a1.pfx, a1.password);
      expect(other.status).toBe(400);
      expect(messageOf(other.body)).toMatch(/outro CNPJ/);
      expect(await databaseState(ctx.own().sql)).toEqual(before);
    });
  });
}
