import { generateCnpj, generateCpf } from "@brazilian-utils/brazilian-utils";
import { describe, expect, it } from "vitest";
import { buildBrCode, parseBrCode } from "@/domain/pix/br-code";
import { crc16 } from "@/domain/pix/crc16";
import { normalizePixKey } from "@/domain/pix/key";
import { brCodeText } from "@/domain/pix/text";
import { parseTlv, tlv } from "@/domain/pix/tlv";
import { invoiceTxid, txidsIn } from "@/domain/pix/txid";

/** The static example of the Banco Central's "Manual de Padrões para Iniciação do Pix". */
const BCB_EXAMPLE =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";

describe("BR Code (static Pix, EMV merchant-presented)", () => {
  it("CRC16-CCITT-FALSE gives the standard check value", () => {
    expect(crc16("123456789")).toBe("29B1");
    expect(crc16("")).toBe("FFFF");
  });

  it("reproduces the Banco Central's published example byte for byte", () => {
    expect(
      buildBrCode({ key: "123e4567-e12b-12d1-a456-426655440000", name: "Fulano de Tal", city: "BRASILIA" }),
    ).toBe(BCB_EXAMPLE);
    const parsed = parseBrCode(BCB_EXAMPLE);
    expect(parsed).toMatchObject({
      ok: true,
      code: {
        key: "123e4567-e12b-12d1-a456-426655440000",
        name: "Fulano de Tal",
        city: "BRASILIA",
        txid: "***",
        amountCents: null,
        crc: "1D3D",
      },
    });
  });

  it("writes the amount with two decimals, strips accents and cuts name and city to 25 and 15", () => {
    const code = buildBrCode({
      key: "financeiro@halfeld.com.br",
      name: "Caçambas Halfeld Transportes Ltda.",
      city: "São João del-Rei",
      amountCents: 32000,
      txid: "FAT12XABCDEF",
      description: "Fatura nº 12",
    });
    expect(code).toContain("5406320.00");
    expect(code).toContain("5925Cacambas Halfeld Transpo");
    expect(code).toContain("6015Sao Joao del-Re");
    expect(code).toContain("62160512FAT12XABCDEF");
    expect(code).toContain("0211Fatura n 12");
    expect(parseBrCode(code)).toMatchObject({ ok: true, code: { amountCents: 32000, txid: "FAT12XABCDEF" } });
    expect(buildBrCode({ key: "a@b.co", name: "X", city: "Y", amountCents: 5 })).toContain("54040.05");
  });

  it("leaves the description out when field 26 would pass 99 characters", () => {
    const key = `${"a".repeat(64)}@exemplo.com`;
    const code = buildBrCode({ key, name: "X", city: "Y", description: "Fatura nº 12" });
    const parsed = parseBrCode(code);
    expect(parsed.ok && parsed.code.description).toBe(null);
  });

  it("refuses a changed digit, a cut code and foreign fields, saying why in pt-BR", () => {
    const flipped = BCB_EXAMPLE.replace("Fulano", "Fulana");
    expect(parseBrCode(flipped)).toEqual({ ok: false, error: expect.stringMatching(/^CRC não confere/) });
    expect(parseBrCode(BCB_EXAMPLE.slice(0, -10))).toMatchObject({ ok: false });
    expect(parseBrCode("0002010102")).toMatchObject({ ok: false });
    expect(parseBrCode("olá")).toMatchObject({ ok: false });
    const notPix = buildBrCode({ key: "x", name: "X", city: "Y" }).replace(
      "br.gov.bcb.pix",
      "br.gov.bcb.pax",
    );
    const fixed = notPix.slice(0, -4) + crc16(notPix.slice(0, -4));
    expect(parseBrCode(fixed)).toEqual({ ok: false, error: expect.stringContaining("br.gov.bcb.pix") });
  });

  it("round-trips any amount, txid, name and city it is given (200 random cases)", () => {
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 16807) % 2147483647;
      return seed % n;
    };
    const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    const word = (n: number, from = letters) =>
      Array.from({ length: n }, () => from[rand(from.length)]).join("");
    for (let i = 0; i < 200; i++) {
      const input = {
        key: `${word(8).toLowerCase()}-${word(4).toLowerCase()}-4${word(3).toLowerCase()}-a${word(3).toLowerCase()}-${word(12).toLowerCase()}`,
        name: word(1 + rand(25), `${letters} `).trim() || "N",
        city: word(1 + rand(15), letters),
        amountCents: 1 + rand(10_000_000),
        txid: word(1 + rand(25)),
      };
      const parsed = parseBrCode(buildBrCode(input));
      expect(parsed.ok, JSON.stringify(input)).toBe(true);
      if (parsed.ok)
        expect(parsed.code).toMatchObject({
          key: input.key,
          amountCents: input.amountCents,
          txid: input.txid,
          name: input.name.replace(/\s+/g, " "),
          city: input.city,
        });
    }
  });

  it("an invoice's txid: letters and digits, at most 25, found again in a bank memo", () => {
    const id = "3f2a9c1e-7b4d-4e8a-9f10-2c3d4e5f6a7b";
    const txid = invoiceTxid({ number: 12, id });
    expect(txid).toBe("FAT12X3F2A9C1E7B4D4E8A9F1");
    expect(txid).toMatch(/^[A-Z0-9]{1,25}$/);
    expect(invoiceTxid({ number: 123456789, id })).toHaveLength(25);
    expect(txidsIn(`PIX RECEBIDO - ${txid.toLowerCase()} CONSTRUTORA`)).toEqual([txid]);
  });

  it("names and cities are spelled in the allowed set: accents removed, ß Æ ’ spelled out, emoji dropped", () => {
    expect(brCodeText("Straße D’Ávila ÆØ 😀 Ñandú", 25)).toBe("Strasse D'Avila AEO Nandu");
  });

  it("lengths count bytes, and only printable ASCII goes into a field", () => {
    expect(tlv("01", "financeiro@halfeld.com.br")).toBe("0125financeiro@halfeld.com.br");
    expect(() => tlv("01", "ção@exemplo.com.br")).toThrow(/printable ASCII/);
    expect(() => tlv("01", "a\u0000b")).toThrow(/printable ASCII/);
    expect(() => tlv("01", "x".repeat(100))).toThrow(/99 bytes/);
  });
});

describe("every key the product accepts reads back from the BR Code it builds (issue #42.7)", () => {
  let seed = 4207;
  const rand = (n: number) => {
    seed = (seed * 16807) % 2147483647;
    return seed % n;
  };
  const pick = (from: string, n: number) =>
    Array.from({ length: n }, () => [...from][rand([...from].length)]).join("");
  const LOWER = "abcdefghijklmnopqrstuvwxyz0123456789";
  /** What a person may type: the DICT's symbols, upper case, and letters it refuses (accents, emoji). */
  const LOCAL = `${LOWER}ABCXYZ.!#$&'*+/=?^_\`{|}~-çãñúé😀`;
  const HEX = "0123456789abcdef";
  const typed: Record<string, () => string> = {
    cpf: () => {
      const d = generateCpf();
      return rand(2) ? d : `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
    },
    cnpj: () => {
      const d = generateCnpj();
      return rand(2)
        ? d
        : `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
    },
    email: () =>
      `${pick(LOCAL, 1 + rand(30))}@${pick(LOWER, 1 + rand(12))}.${pick("çabcdefghij", 2 + rand(3))}`,
    phone: () => `+55 (${1 + rand(9)}${1 + rand(9)}) 9${pick("0123456789", 4)}-${pick("0123456789", 4)}`,
    evp: () => `${pick(HEX, 8)}-${pick(HEX, 4)}-4${pick(HEX, 3)}-a${pick(HEX, 3)}-${pick(HEX, 12)}`,
  };
  const NAMES = ["Caçambas Ñandú & Filhos Ltda", "José Ângelo 😀 Transportes", "Straße Müller ÆØÅ", "Zé"];
  const CITIES = ["São João del-Rei", "Itaú de Minas", "Açailândia", "Ñ"];

  it.each(Object.keys(typed))(
    "%s: 300 random keys, accepted or refused, never a code the parser refuses",
    (kind) => {
      let accepted = 0;
      for (let i = 0; i < 300; i++) {
        const key = normalizePixKey(typed[kind]?.() ?? "");
        if (!key.ok) continue;
        accepted++;
        expect(key.kind).toBe(kind);
        const input = {
          key: key.key,
          name: NAMES[rand(NAMES.length)] ?? "",
          city: CITIES[rand(CITIES.length)] ?? "",
          amountCents: 1 + rand(10_000_000),
          txid: pick(LOWER.toUpperCase(), 1 + rand(25)),
          description: "Fatura nº 12",
        };
        const payload = buildBrCode(input);
        expect(payload, JSON.stringify(input)).toMatch(/^[\x20-\x7e]+$/);
        const parsed = parseBrCode(payload);
        expect(parsed, JSON.stringify(input)).toMatchObject({ ok: true, code: { key: key.key } });
        const fields = parseTlv(payload);
        for (const f of fields.ok ? fields.fields : [])
          expect(new TextEncoder().encode(f.value).length).toBe(f.value.length);
      }
      expect(accepted).toBeGreaterThan(kind === "email" ? 30 : 250);
    },
  );
});
