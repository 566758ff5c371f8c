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

/** Transactions per second of pgbench with `clients` clients for `seconds` on `url`. */
export function pgbenchIssueTps(url: string, ids: IssueIds, clients: number, seconds: number): number {
  const out = execFileSync(
    "pgbench",
    [
      "-n",
      "-c",
      String(clients),
      "-j",
      "2",
      "-T",
      String(seconds),
      "-f",
      script,
      // pgbench substitutes variables as text: the uuids carry their quotes.
      ...Object.entries(ids).flatMap(([k, v]) => ["-D", `${k}='${v}'`]),
      url,
    ],
    { encoding: "utf8" },
  );
  return Number(Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0).toFixed(1));
}
