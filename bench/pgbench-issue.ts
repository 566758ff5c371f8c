/**
 * pgbench running the issuance's transaction as SQL (counter upsert … RETURNING, CTR insert, audit
 * insert): the database's own ceiling for what `ctr.hauler.issue` does, measured next to it.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface IssueIds {
  org: string;
  user: string;
  gen: string;
  site: string;
  truck: string;
  driver: string;
  recv: string;
}

const script = join(mkdtempSync(join(tmpdir(), "cc-pgbench-")), "issue.sql");
writeFileSync(
  script,
  `BEGIN;
INSERT INTO org_counters (org_id, name, value) VALUES (:org, 'ctr:2099', 1)
  ON CONFLICT (org_id, name) DO UPDATE SET value = org_counters.value + 1 RETURNING value AS seq \\gset
INSERT INTO ctrs (org_id, year, seq, number, public_code, status, issued_at, issued_by, content_hash, generator_org_id,
  generator_name, generator_tax_id, generator_address, site_id, origin_address, origin_municipality_id, hauler_name,
  hauler_tax_id, hauler_licence_number, truck_id, truck_plate, driver_id, driver_name, waste_kind, waste_class, material,
  volume_m3, receiver_org_id, receiver_name, receiver_tax_id, receiver_licence_number, receiver_kind, receiver_address,
  transporter_signature)
VALUES (:org, 2099, :seq, '2099/' || lpad(cast(:seq as text), 6, '0'), md5(random()::text), 'issued', now(), :user,
  md5(random()::text), :gen, 'Gerador', '44555666000181', 'Rua Halfeld, 1200', :site, 'Rua Halfeld, 1200',
  'juiz-de-fora-mg', 'Caçambas Halfeld', '11222333000181', 'ALV-2025/0412', :truck, 'HMG4B21', :driver, 'Marcos',
  'rcc', 'A', 'Concreto e tijolos', 5, :recv, 'ATT Paraibuna', '22333444000181', 'LO-1', 'att', 'Estrada',
  '{"name":"Bench","role":"Despacho","at":"2099-01-01T00:00:00Z"}');
INSERT INTO audit_events (org_id, actor_user_id, action, entity, entity_id, after)
VALUES (:org, :user, 'ctr.issued', 'ctr', cast(:seq as text), '{"bench":true}');
COMMIT;
`,
);

/** pgbench's transactions per second: `clients` clients for `seconds` on `url`, running `file`. */
function runPgbench(
  url: string,
  file: string,
  vars: [string, string][],
  clients: number,
  seconds: number,
  mode: "simple" | "prepared",
): number {
  const args = ["-n", "-M", mode, "-c", String(clients), "-j", "2", "-T", String(seconds), "-f", file];
  const out = execFileSync("pgbench", [...args, ...vars.flatMap(([k, v]) => ["-D", `${k}=${v}`]), url], {
    encoding: "utf8",
  });
  return Number(Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0).toFixed(1));
}

/** Transactions per second of pgbench with `clients` clients for `seconds` on `url`. */
export function pgbenchIssueTps(url: string, ids: IssueIds, clients: number, seconds: number): number {
  // pgbench substitutes variables as text: the uuids carry their quotes.
  const vars = Object.entries(ids).map(([k, v]): [string, string] => [k, `'${v}'`]);
  return runPgbench(url, script, vars, clients, seconds, "simple");
}

/**
 * Transactions per second of pgbench running `statements` as the server sends them, one transaction
 * each as there (`-M prepared`: each parameter bound as the server binds it). Two changes so that each
 * run writes a new CTR: the parameter `unique.uuid` of statement `unique.statement` (the CTR's id)
 * becomes `gen_random_uuid()` and `unique.text` (its public code) a random number; a null parameter is written `NULL` (pgbench's variables are text).
 */
export function pgbenchStatementsTps(
  url: string,
  statements: { text: string; params: (string | number | boolean | null)[] }[],
  unique: { statement: number; uuid: number; text: number },
  clients: number,
  seconds: number,
): number {
  const vars = new Map<string, string>();
  const lines = ["\\set code random(1, 9000000000000000000)"];
  statements.forEach(({ text, params }, s) => {
    const sql = text.replace(/\$(\d+)(::uuid)?/g, (_, n: string, cast: string | undefined) => {
      const i = Number(n);
      if (s === unique.statement && i === unique.uuid) return "gen_random_uuid()";
      if (s === unique.statement && i === unique.text) return ":code";
      const value = params[i - 1];
      if (value === null || value === undefined) return `NULL${cast ?? ""}`;
      vars.set(`s${s}p${i}`, String(value));
      return `:s${s}p${i}${cast ?? ""}`;
    });
    lines.push(`${sql.trim()};`);
  });
  const file = join(mkdtempSync(join(tmpdir(), "cc-pgbench-")), "statements.sql");
  writeFileSync(file, `${lines.join("\n")}\n`);
  return runPgbench(url, file, [...vars], clients, seconds, "prepared");
}
