import { count } from "drizzle-orm";
import { hashPassword } from "@/server/auth/password";
import type { Db } from "@/server/db/client";
import { cacambas, drivers, memberships, orgs, sites, trucks, users } from "@/server/db/schema";
import { nextCounterValue } from "@/server/services/counters";
import { DEMO_ACCOUNTS, DEMO_DOMAIN, DEMO_PASSWORD } from "./demo-accounts";

type Org = typeof orgs.$inferInsert;

const DEMO_ORGS = {
  hauler: {
    kind: "hauler",
    legalName: "Caçambas Halfeld Transportes Ltda.",
    taxId: "11222333000181",
    municipalityId: "juiz-de-fora-mg",
  },
  secondHauler: {
    kind: "hauler",
    legalName: "Caçambas Serra Verde Ltda.",
    taxId: "66777888000181",
    municipalityId: "cachoeiras-de-macacu-rj",
  },
  receiver: {
    kind: "receiver",
    legalName: "ATT Paraibuna Reciclagem de Entulho Ltda.",
    taxId: "22333444000181",
    municipalityId: "juiz-de-fora-mg",
  },
  city: {
    kind: "city",
    legalName: "Prefeitura de Juiz de Fora",
    taxId: "33444555000181",
    municipalityId: "juiz-de-fora-mg",
  },
  generator: {
    kind: "generator",
    legalName: "Construtora Morro do Imperador Ltda.",
    taxId: "44555666000181",
    municipalityId: "juiz-de-fora-mg",
  },
} satisfies Record<string, Org>;

/** Loads the demo data when the database has no users; returns whether it did. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const orgIds: Record<keyof typeof DEMO_ORGS, string> = {} as never;
    for (const [key, org] of Object.entries(DEMO_ORGS) as [keyof typeof DEMO_ORGS, Org][]) {
      const [inserted] = await tx.insert(orgs).values(org).returning({ id: orgs.id });
      if (!inserted) throw new Error("org insert failed");
      orgIds[key] = inserted.id;
    }
    const userIds: Record<string, string> = {};
    for (const account of DEMO_ACCOUNTS) {
      const [u] = await tx
        .insert(users)
        .values({
          email: account.email,
          name: account.name,
          passwordHash: await hashPassword(DEMO_PASSWORD),
          isSuperadmin: account.email.startsWith("plataforma@"),
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      if (!u) throw new Error("user insert failed");
      userIds[account.email.split("@")[0] ?? ""] = u.id;
    }
    const member = (user: string, orgId: string, role: typeof memberships.$inferInsert.role) => ({
      userId: userIds[user] ?? "",
      orgId,
      role,
      isManager: role !== "dispatcher" && role !== "driver",
    });
    await tx
      .insert(memberships)
      .values([
        member("admin", orgIds.hauler, "admin"),
        member("admin", orgIds.secondHauler, "admin"),
        member("despacho", orgIds.hauler, "dispatcher"),
        member("motorista", orgIds.hauler, "driver"),
        member("receptor", orgIds.receiver, "operator"),
        member("fiscal", orgIds.city, "auditor"),
        member("cliente", orgIds.generator, "client"),
      ]);

    for (const capacityM3 of [3, 4, 4, 5, 5, 7]) {
      const number = await nextCounterValue(tx, orgIds.hauler, "cacamba");
      await tx.insert(cacambas).values({
        orgId: orgIds.hauler,
        number,
        capacityM3,
        publicCode: `demo-jf-${String(number).padStart(2, "0")}`,
      });
    }
    await tx.insert(trucks).values([
      { orgId: orgIds.hauler, plate: "HMG4B21", kind: "hooklift" },
      { orgId: orgIds.hauler, plate: "GTR-8812".replace("-", ""), kind: "hooklift" },
    ]);
    await tx.insert(drivers).values([
      {
        orgId: orgIds.hauler,
        name: "Marcos Motorista",
        cnhNumber: "04512378901",
        cnhCategory: "C",
        cnhValidUntil: "2029-03-31",
      },
      {
        orgId: orgIds.hauler,
        name: "José Aparecido Lima",
        cnhNumber: "07788123456",
        cnhCategory: "D",
        cnhValidUntil: "2027-08-15",
      },
    ]);
    await tx.insert(sites).values({
      orgId: orgIds.generator,
      name: "Edifício Mirante do Imperador",
      address: "Rua Halfeld, 1200 — Centro, Juiz de Fora/MG",
      cep: "36010003",
      municipalityId: "juiz-de-fora-mg",
      lat: -21.7612,
      lon: -43.3496,
    });
  });
  return true;
}

export { DEMO_ACCOUNTS, DEMO_DOMAIN, DEMO_PASSWORD };
