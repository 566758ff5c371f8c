import { describe, expect, it } from "vitest";
import { createFakeMtr } from "@/server/mtr/fake/handler";
import { type KnownManifest, restoreFakeMtr } from "@/server/mtr/fake/restore";

const RECEIVER = { taxId: "22333444000181", unitCode: "1003" };
const manifest = (number: string, cdf: string | null): KnownManifest => ({
  system: "sinir",
  number,
  ourCode: `CC-${number}`,
  generator: { taxId: "44555666000181", unitCode: "1001" },
  transporter: { taxId: "11222333000181", unitCode: "1002" },
  receiver: RECEIVER,
  situation: "Recebido",
  wastes: [{ resCodigoIbama: "170107", marQuantidade: 5 }],
  cdf,
  orgs: [],
});

async function ask(fake: ReturnType<typeof createFakeMtr>, path: string, body: unknown, token = "") {
  const res = await fake.handle({
    method: "POST",
    path,
    headers: token ? { authorization: token } : {},
    body: JSON.stringify(body),
    remoteAddress: "127.0.0.1",
  });
  return { status: res.status, json: res.contentType.includes("json") ? JSON.parse(String(res.body)) : null };
}

describe("the MTR fake takes back what the database holds (a restart, the demo's received load)", () => {
  it("a restored received manifest is certified, and the numbering goes on after the stored ones", async () => {
    const fake = createFakeMtr(() => new Date("2026-12-06T12:00:00Z"));
    restoreFakeMtr(
      fake,
      [manifest("26120000007", "2026000004"), manifest("26120000009", null)],
      [
        {
          system: "sinir",
          number: "2026000004",
          receiver: RECEIVER,
          numbers: ["26120000007"],
          from: 0,
          to: 0,
          issuedAt: 0,
          responsible: "Operador da ATT",
          orgs: [],
        },
      ],
    );
    expect(fake.state("sinir").seq).toBe(9);
    const login = await ask(fake, "/sinir/gettoken", {
      cpfCnpj: RECEIVER.taxId,
      senha: "x",
      unidade: "1003",
    });
    const token = login.json.objetoResposta as string;
    const cdf = await ask(
      fake,
      "/sinir/emiteCDF",
      { parceiroDestinador: 1003, listaManifesto: [{ manNumero: "26120000009" }] },
      token,
    );
    expect(cdf.status).toBe(200);
    expect(cdf.json.objetoResposta.codigoGerado).toBe("2026000005");
    expect(fake.state("sinir").cdfs.get("2026000004")?.numbers).toEqual(["26120000007"]);
  });
});
