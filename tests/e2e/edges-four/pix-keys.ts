import { beforeAll, describe, expect, it } from "vitest";
import { parseBrCode } from "@/domain/pix/br-code";
import { databaseState } from "../helpers/own-database";
import type { EdgesContext } from "./context";
import { dataOf, errorOf, fieldErrorsOf, ownHauler } from "./own-hauler";

const IP = "203.0.113.147";
const PLACE = { receiverName: "Caçambas Ñandú & Filhos", city: "São João del-Rei" };
const NOT_ASCII =
  "E-mail inválido como chave Pix: o DICT não aceita acentos, ç ou emojis; use o e-mail da chave como o banco o mostra, como financeiro@empresa.com.br.";

/** Issue #42, finding 7: Pix keys the bank apps cannot read, over HTTP. */
export function pixKeysEdges(ctx: EdgesContext) {
  describe("#42.7 Pix keys: by their kind, and a BR Code every bank app reads", () => {
    let hauler: Awaited<ReturnType<typeof ownHauler>>;
    beforeAll(async () => {
      hauler = await ownHauler(ctx.own(), IP, "pix");
    });

    it("#42.7 an e-mail key with accents or an emoji is refused in pt-BR on its field, nothing written", async () => {
      const before = await databaseState(ctx.own().sql);
      for (const key of ["ção.ñandú@exemplo.com.br", "financeiro😀@exemplo.com.br"]) {
        const res = await hauler.admin.mutate("pix.settings.save", { key, ...PLACE });
        expect(res.status, key).toBe(400);
        expect(errorOf(res.body)).toBe(NOT_ASCII);
        expect(fieldErrorsOf(res.body)).toEqual({ key: [NOT_ASCII] });
      }
      expect(await databaseState(ctx.own().sql)).toEqual(before);
    });

    it("#42.7 each kind of key the product accepts comes back from its invoice's BR Code, read by the product's own parser", async () => {
      const invoiceId = await hauler.invoice(32_000);
      for (const [typed, key] of [
        ["529.982.247-25", "52998224725"],
        ["11.444.777/0001-61", "11444777000161"],
        ["Fin.Anceiro+pix@Halfeld-2.com.br", "fin.anceiro+pix@halfeld-2.com.br"],
        ["+55 (32) 98765-4321", "+5532987654321"],
        ["123E4567-E12B-42D1-A456-426655440000", "123e4567-e12b-42d1-a456-426655440000"],
      ]) {
        expect((await hauler.admin.mutate("pix.settings.save", { key: typed, ...PLACE })).status, typed).toBe(
          200,
        );
        const invoice = await hauler.admin.query("invoicing.get", { id: invoiceId });
        const pix = dataOf<{ pix: { status: string; payload: string } }>(invoice.body).pix;
        expect(pix.status).toBe("ready");
        expect(pix.payload).toMatch(/^[\x20-\x7e]+$/);
        expect(parseBrCode(pix.payload)).toMatchObject({
          ok: true,
          code: { key, name: "Cacambas Nandu & Filhos", city: "Sao Joao del-Re", amountCents: 32_000 },
        });
      }
    });
  });
}
