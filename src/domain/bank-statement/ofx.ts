/**
 * A tolerant reader of OFX bank statements, as Brazilian banks export them: OFX 1.x (SGML, leaf tags
 * not closed, a header of `KEY:VALUE` lines, often Latin-1) and OFX 2.x (XML). Reads the account and
 * every `<STMTTRN>`; ignores what it does not need. Pure: the caller passes the file's text.
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

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decode(raw: string): string {
  return raw
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#x")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** The text of the first `<TAG>` in `block` (SGML leaf or XML element), or "". */
function leaf(block: string, tag: string): string {
  const m = new RegExp(`<${tag}>([^<]*)`, "i").exec(block);
  return m ? decode(m[1] ?? "") : "";
}

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
  const account = [leaf(body, "BANKID"), leaf(body, "BRANCHID"), leaf(body, "ACCTID")]
    .filter(Boolean)
    .join("/");
  const transactions: OfxTransaction[] = [];
  const blocks = body.split(/<STMTTRN>/i).slice(1);
  for (const [i, raw] of blocks.entries()) {
    const block = raw.split(/<\/STMTTRN>|<\/BANKTRANLIST>/i)[0] ?? "";
    const fitid = leaf(block, "FITID");
    const postedOn = ofxDate(leaf(block, "DTPOSTED"));
    const amountCents = ofxAmountCents(leaf(block, "TRNAMT"));
    if (!fitid) return fail(`A transação ${i + 1} do extrato não tem FITID (identificador do banco).`);
    if (!postedOn) return fail(`A transação ${fitid} tem uma data inválida (DTPOSTED).`);
    if (amountCents === null) return fail(`A transação ${fitid} tem um valor inválido (TRNAMT).`);
    transactions.push({
      fitid: fitid.slice(0, 255),
      type: leaf(block, "TRNTYPE").toUpperCase(),
      postedOn,
      amountCents,
      memo: leaf(block, "MEMO").slice(0, 500),
      name: leaf(block, "NAME").slice(0, 200),
    });
  }
  return { ok: true, statement: { accountKey: account || "conta", transactions } };
}
