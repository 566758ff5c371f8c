import { cutText, referencedCharacter, withoutUnsafe } from "../unsafe-text";

/**
 * A tolerant reader of OFX bank statements, as Brazilian banks export them: OFX 1.x (SGML, leaf tags
 * not closed, a header of `KEY:VALUE` lines, often Latin-1) and OFX 2.x (XML). Reads the account and
 * every `<STMTTRN>`; ignores what it does not need. Pure: the caller passes the file's text.
 *
 * What is not text (a reference to no character such as `&#0;`, `&#xD800;` or `&#x110000;`, a control
 * character, half of a surrogate pair) is left out of the free text (MEMO, NAME, TRNTYPE) and refuses
 * the file when it sits in what identifies or counts (the account, FITID, DTPOSTED, TRNAMT).
 */
export interface OfxTransaction {
  /** The bank's id of the transaction, unique within the account. */
  fitid: string;
  /** CREDIT, DEBIT, XFER, DEP, … as the bank wrote it. */
  type: string;
  /** Calendar date posted, `aaaa-mm-dd` (the bank's own day). */
  postedOn: string;
  /** Signed: credits positive. */
  amountCents: number;
  memo: string;
  name: string;
}

export interface OfxStatement {
  /** `bank/branch/account` as far as the file says: scopes the FITIDs. */
  accountKey: string;
  transactions: OfxTransaction[];
}

const ENTITIES = new Map(Object.entries({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }));

/** A leaf as read: references decoded, spaces collapsed; `clean` false when something not text was left out. */
interface Leaf {
  text: string;
  clean: boolean;
}

function decode(raw: string): Leaf {
  let clean = true;
  const decoded = raw.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (!name.startsWith("#")) return ENTITIES.get(name.toLowerCase()) ?? whole;
    const hex = name[1] === "x" || name[1] === "X";
    const ch = referencedCharacter(hex ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)));
    if (ch === null) clean = false;
    return ch ?? "";
  });
  const safe = withoutUnsafe(decoded);
  return { text: safe.text.replace(/\s+/g, " ").trim(), clean: clean && !safe.dropped };
}

/** The first `<TAG>` in `block` (SGML leaf or XML element); empty when there is none. */
function leaf(block: string, tag: string): Leaf {
  const m = new RegExp(`<${tag}>([^<]*)`, "i").exec(block);
  return m ? decode(m[1] ?? "") : { text: "", clean: true };
}

/** OFX allows 9, 22 and 22 characters for bank, branch and account; this is room for any bank's habit. */
const ACCOUNT_PART_MAX = 60;
const EXPORT_AGAIN = "exporte o extrato de novo no site do banco.";

/** "1.234,56", "-320.00", "320" → centavos; null when it is not an amount. */
export function ofxAmountCents(text: string): number | null {
  const t = text.replace(/\s/g, "");
  const m = /^([+-]?)(\d{1,3}(?:[.,]?\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const whole = Number((m[2] ?? "").replace(/[.,]/g, ""));
  const cents = whole * 100 + Number((m[3] ?? "").padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  return m[1] === "-" ? -cents : cents;
}

/** `20261203120000[-3:BRT]` → `2026-12-03`; null when the date is not one. */
function ofxDate(text: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(text);
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

export type OfxResult = { ok: true; statement: OfxStatement } | { ok: false; error: string };

export function parseOfx(text: string): OfxResult {
  const fail = (error: string) => ({ ok: false as const, error });
  const start = text.search(/<OFX>/i);
  if (start < 0)
    return fail(
      "O arquivo não é um extrato OFX: falta a marca <OFX>. Exporte o extrato em OFX no site do banco.",
    );
  const body = text.slice(start);
  const parts = ["BANKID", "BRANCHID", "ACCTID"].map((tag) => leaf(body, tag));
  if (parts.some((p) => !p.clean))
    return fail(`A conta do extrato (BANKID, BRANCHID ou ACCTID) tem um caractere inválido: ${EXPORT_AGAIN}`);
  if (parts.some((p) => p.text.length > ACCOUNT_PART_MAX))
    return fail(
      `A conta do extrato (BANKID, BRANCHID ou ACCTID) passa de ${ACCOUNT_PART_MAX} caracteres: ${EXPORT_AGAIN}`,
    );
  const account = parts
    .map((p) => p.text)
    .filter(Boolean)
    .join("/");
  const transactions: OfxTransaction[] = [];
  const blocks = body.split(/<STMTTRN>/i).slice(1);
  for (const [i, raw] of blocks.entries()) {
    const block = raw.split(/<\/STMTTRN>|<\/BANKTRANLIST>/i)[0] ?? "";
    const id = leaf(block, "FITID");
    const posted = leaf(block, "DTPOSTED");
    const amount = leaf(block, "TRNAMT");
    if (!id.clean)
      return fail(
        `A transação ${i + 1} do extrato tem um caractere inválido no FITID (identificador do banco): ${EXPORT_AGAIN}`,
      );
    const fitid = cutText(id.text, 255);
    const postedOn = posted.clean ? ofxDate(posted.text) : null;
    const amountCents = amount.clean ? ofxAmountCents(amount.text) : null;
    if (!fitid) return fail(`A transação ${i + 1} do extrato não tem FITID (identificador do banco).`);
    if (!postedOn) return fail(`A transação ${fitid} tem uma data inválida (DTPOSTED).`);
    if (amountCents === null) return fail(`A transação ${fitid} tem um valor inválido (TRNAMT).`);
    transactions.push({
      fitid,
      type: cutText(leaf(block, "TRNTYPE").text.toUpperCase(), 40),
      postedOn,
      amountCents,
      memo: cutText(leaf(block, "MEMO").text, 500),
      name: cutText(leaf(block, "NAME").text, 200),
    });
  }
  return { ok: true, statement: { accountKey: account || "conta", transactions } };
}
