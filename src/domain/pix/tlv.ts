/**
 * EMV QRCPS data objects: a 2-digit id, a 2-digit length and the value (at most 99 bytes). Values are
 * the EMV "ans" set, printable ASCII (0x20–0x7E), one byte per character, so a length counts bytes; a
 * value outside that set is a bug of the caller (keys are validated, names and cities normalised by
 * `brCodeText`), never written.
 */
export interface Tlv {
  id: string;
  value: string;
}

const ALLOWED = /^[\x20-\x7e]*$/;

export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`TLV id must be two digits: ${id}`);
  if (!ALLOWED.test(value)) throw new Error(`TLV ${id} holds characters outside printable ASCII`);
  const bytes = new TextEncoder().encode(value).length;
  if (bytes > 99) throw new Error(`TLV ${id} longer than 99 bytes`);
  return `${id}${String(bytes).padStart(2, "0")}${value}`;
}
/** The data objects of `text` in order, or the reason it is not a well-formed TLV sequence (pt-BR). */
export function parseTlv(text: string): { ok: true; fields: Tlv[] } | { ok: false; error: string } {
  const fields: Tlv[] = [];
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) return { ok: false, error: `Campo malformado na posição ${at + 1}.` };
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length)
      return { ok: false, error: `O campo ${head.slice(0, 2)} termina antes do tamanho declarado.` };
    fields.push({ id: head.slice(0, 2), value });
    at += 4 + length;
  }
  return { ok: true, fields };
}
