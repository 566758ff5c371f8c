/**
 * Times a 10,000-row caçamba CSV import (validate + one all-or-nothing transaction) into PostgreSQL.
 * Uses TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) to create and drop a
 * throwaway database. Ends with one line of JSON: { rows, seconds, … }.
 */
import { performance } from "node:perf_hooks";
import { haulerProfiles, memberships, orgs, users } from "@/server/db/schema";
import { importFleetCsv } from "@/server/services/fleet/csv/import-csv";
import { freshDatabase } from "../tests/helpers/db";

const ROWS = Number(process.env.ROWS ?? 10000);
process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";

const h = await freshDatabase();
try {
  const [org] = await h.db
    .insert(orgs)
    .values({
      kind: "hauler",
      legalName: "Bench",
      taxId: "11222333000181",
      municipalityId: "juiz-de-fora-mg",
    })
    .returning();
  const [user] = await h.db
    .insert(users)
    .values({ email: "bench@x.br", name: "Bench", passwordHash: "x" })
    .returning();
  if (!org || !user) throw new Error("setup failed");
  await h.db.insert(memberships).values({ orgId: org.id, userId: user.id, role: "admin" });
  await h.db.insert(haulerProfiles).values({
    orgId: org.id,
    address: "Rua A, 1",
    cep: "36010000",
    phone: "3232151234",
    complaintsPhone: "08001234567",
    municipalityIds: ["juiz-de-fora-mg"],
  });
  const scope = {
    db: h.db,
    userId: user.id,
    orgId: org.id,
    orgKind: "hauler" as const,
    role: "admin" as const,
    isManager: true,
  };
  const lines = Array.from({ length: ROWS }, (_, i) => `${3 + (i % 5)};2,6;1,7;1,3;no pátio`);
  const csv = ["capacidade_m3;comprimento_m;largura_m;altura_m;situacao", ...lines].join("\n");
  const start = performance.now();
  let validatedAt = 0;
  const result = await importFleetCsv(scope, "cacambas", csv, {
    commit: true,
    onProgress: (p) => {
      if (p.phase === "saving" && validatedAt === 0) validatedAt = performance.now();
    },
  });
  const seconds = (performance.now() - start) / 1000;
  if (result.created !== ROWS)
    throw new Error(
      `expected ${ROWS} rows, got ${result.created}: ${JSON.stringify(result.errors.slice(0, 3))}`,
    );
  console.log(
    JSON.stringify({
      rows: result.created,
      seconds: Number(seconds.toFixed(3)),
      validateSeconds: Number(((validatedAt - start) / 1000).toFixed(3)),
      database: h.kind,
    }),
  );
} finally {
  await h.close();
}
