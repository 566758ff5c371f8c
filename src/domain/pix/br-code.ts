import { crc16 } from "./crc16";
import { brCodeText, CITY_MAX, NAME_MAX, TXID_MAX } from "./text";
import { parseTlv, type Tlv, tlv } from "./tlv";

/**
 * The Banco Central's BR Code for a static Pix (EMV QRCPS merchant-presented mode, "Manual de Padrões
 * para Iniciação do Pix"): what the QR code carries and what "Pix copia e cola" pastes.
 */
export const PIX_GUI = "br.gov.bcb.pix";

export interface BrCodeInput {
  /** The receiver's Pix key, normalized (`normalizePixKey`). */
  key: string;
  /** Receiver's name (field 59): accents removed, up to 25 characters. */
  name: string;
  /** Receiver's city (field 60): accents removed, up to 15 characters. */
  city: string;
  /** The amount to pay in centavos (field 54); absent, the payer types it. */
  amountCents?: number;
  /** Field 62-05: up to 25 letters and digits; "***" when there is none. */
  txid?: string;
  /** Field 26-02: a message shown to the payer; left out when it does not fit field 26's 99 characters. */
  description?: string;
}

/** "320.00" from 32000: the amount as field 54 writes it. */
export const amountText = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

function merchantAccount(key: string, description?: string): string {
  const base = tlv("00", PIX_GUI) + tlv("01", key);
  const room = 99 - base.length - 4;
  const text = description ? brCodeText(description, Math.max(0, room)) : "";
  return base + (text ? tlv("02", text) : "");
}

/** The payload with its CRC (field 63 last, the CRC taken over everything before its value). */
export function buildBrCode(input: BrCodeInput): string {
  if (input.amountCents !== undefined && (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0))
    throw new Error("amountCents must be a positive integer");
  const txid = input.txid ?? "***";
  if (txid !== "***" && !/^[A-Za-z0-9]{1,25}$/.test(txid))
    throw new Error(`txid must be 1 to ${TXID_MAX} letters and digits`);
  const body =
    tlv("00", "01") +
    tlv("26", merchantAccount(input.key, input.description)) +
    tlv("52", "0000") +
    tlv("53", "986") +
    (input.amountCents !== undefined ? tlv("54", amountText(input.amountCents)) : "") +
    tlv("58", "BR") +
    tlv("59", brCodeText(input.name, NAME_MAX)) +
    tlv("60", brCodeText(input.city, CITY_MAX)) +
    tlv("62", tlv("05", txid)) +
    "6304";
  return body + crc16(body);
}

export interface DecodedBrCode {
  key: string;
  description: string | null;
  /** Null when the payer types the amount. */
  amountCents: number | null;
  name: string;
  city: string;
  txid: string;
  crc: string;
  fields: Tlv[];
}

const field = (fields: Tlv[], id: string) => fields.find((f) => f.id === id)?.value;

/**
 * Reads a "Pix copia e cola": TLV structure, CRC, and the fields a static Pix must carry. The reason
 * for a refusal is in pt-BR.
 */
export function parseBrCode(
  payload: string,
): { ok: true; code: DecodedBrCode } | { ok: false; error: string } {
  const text = payload.trim();
  const fail = (error: string) => ({ ok: false as const, error });
  if (!/^[\x20-\x7e]+$/.test(text)) return fail("O código tem caracteres que um BR Code não usa.");
  const top = parseTlv(text);
  if (!top.ok) return fail(top.error);
  const { fields } = top;
  const last = fields[fields.length - 1];
  if (fields[0]?.id !== "00" || fields[0].value !== "01")
    return fail("O código não começa pelo campo 00 = 01.");
  if (last?.id !== "63" || !/^[0-9A-F]{4}$/.test(last.value)) return fail("Falta o CRC (campo 63) no fim.");
  const expected = crc16(text.slice(0, -4));
  if (expected !== last.value)
    return fail(`CRC não confere: o código diz ${last.value}, o cálculo dá ${expected}.`);
  const account = parseTlv(field(fields, "26") ?? "");
  if (!account.ok || field(account.fields, "00")?.toLowerCase() !== PIX_GUI)
    return fail("O campo 26 não é de uma chave Pix (br.gov.bcb.pix).");
  const key = field(account.fields, "01");
  if (!key) return fail("O código não tem chave Pix (campo 26-01).");
  if (field(fields, "53") !== "986") return fail("A moeda não é o real (campo 53 = 986).");
  if (field(fields, "58") !== "BR") return fail("O país não é BR (campo 58).");
  const amount = field(fields, "54");
  if (amount !== undefined && !/^\d{1,10}(\.\d{1,2})?$/.test(amount))
    return fail("Valor inválido no campo 54.");
  const additional = parseTlv(field(fields, "62") ?? "");
  const txid = additional.ok ? field(additional.fields, "05") : undefined;
  if (!txid) return fail("O código não tem txid (campo 62-05).");
  const [whole = "0", part = ""] = (amount ?? "").split(".");
  return {
    ok: true,
    code: {
      key,
      description: field(account.fields, "02") ?? null,
      amountCents: amount === undefined ? null : Number(whole) * 100 + Number(part.padEnd(2, "0")),
      name: field(fields, "59") ?? "",
      city: field(fields, "60") ?? "",
      txid,
      crc: last.value,
      fields,
    },
  };
}
