import { describe, expect, it } from "vitest";
import { freshnessLabel } from "@/lib/freshness";
import { readReplicaUrl } from "@/server/db/read-replica";

describe("the age of a city report's data (read replica)", () => {
  it("says nothing without a replica: everything is read from the primary", () => {
    expect(freshnessLabel({ source: "primary", replicaLagSeconds: null })).toBeNull();
  });

  it("from the replica, says how old the data may be, in whole seconds rounded up", () => {
    expect(freshnessLabel({ source: "replica", lagSeconds: 0 })).toBe(
      "Dados de menos de 1 s atrás (cópia de leitura do banco).",
    );
    expect(freshnessLabel({ source: "replica", lagSeconds: 2.1 })).toBe(
      "Dados de até 3 s atrás (cópia de leitura do banco).",
    );
  });

  it("after falling back to the primary, says why and that the data is current", () => {
    expect(freshnessLabel({ source: "primary", replicaLagSeconds: 41.5 })).toBe(
      "A cópia de leitura do banco está 42 s atrasada: dados lidos do banco principal, atuais.",
    );
    expect(freshnessLabel({ source: "primary", replicaLagSeconds: "unknown" })).toBe(
      "A cópia de leitura do banco não respondeu: dados lidos do banco principal, atuais.",
    );
  });
});

describe("which replica the city's reports read (DATABASE_READ_URL)", () => {
  it("only beside DATABASE_URL: the embedded database has none", () => {
    const read = "postgres://leitura:5432/cc";
    expect(readReplicaUrl({ DATABASE_URL: "postgres://principal:5432/cc", DATABASE_READ_URL: read })).toBe(
      read,
    );
    expect(readReplicaUrl({ DATABASE_READ_URL: read })).toBeNull();
    expect(readReplicaUrl({ DATABASE_URL: "postgres://principal:5432/cc" })).toBeNull();
    expect(
      readReplicaUrl({ DATABASE_URL: "postgres://principal:5432/cc", DATABASE_READ_URL: "" }),
    ).toBeNull();
  });
});
