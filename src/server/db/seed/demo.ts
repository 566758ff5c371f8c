import { and, count, eq, sql } from "drizzle-orm";
import { isoDateIn } from "@/lib/format";
import { hashPassword } from "@/server/auth/password";
import type { Db } from "@/server/db/client";
import {
  cacambas,
  drivers,
  haulerProfiles,
  licences,
  memberships,
  orgs,
  sites,
  trucks,
  users,
  yards,
} from "@/server/db/schema";
import { nextCounterValue } from "@/server/services/counters";
import { newPublicCode } from "@/server/services/fleet/public-code";
import { seedCtrDemo } from "./ctr";
import { DEMO_ACCOUNTS, DEMO_DOMAIN, DEMO_PASSWORD } from "./demo-accounts";
import { DEMO_MORE_SITES, DEMO_SITE, DEMO_YARD } from "./demo-places";
import { seedDispatchDemo } from "./dispatch";
import { seedMtrDemo } from "./mtr";
import { seedPricingDemo } from "./pricing";

type Org = typeof orgs.$inferInsert;

export const DEMO_ORGS = {
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

/**
 * Loads the demo data when the database has no users; returns whether it did. The emptiness check
 * and the load run under one advisory lock, in one transaction: of several processes starting
 * together, one loads and the others find users.
 */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cacamba:demo-seed'))`);
    const [row] = await tx.select({ n: count() }).from(users);
    if (Number(row?.n ?? 0) > 0) return false;
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
    // Memberships in listed order, a second apart: without a cc_org cookie a user acts in the org they
    // joined first, so the admin starts in Caçambas Halfeld (one transaction would give them one time).
    const joined = Date.now();
    let order = 0;
    const member = (user: string, orgId: string, role: typeof memberships.$inferInsert.role) => ({
      userId: userIds[user] ?? "",
      orgId,
      role,
      isManager: role !== "dispatcher" && role !== "driver",
      createdAt: new Date(joined + 1000 * order++),
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

    for (const capacityM3 of [3, 4, 4, 5, 5, 5]) {
      const number = await nextCounterValue(tx, orgIds.hauler, "cacamba");
      await tx.insert(cacambas).values({
        orgId: orgIds.hauler,
        number,
        capacityM3,
        publicCode: newPublicCode(),
      });
    }
    await seedHaulerCompliance(tx, orgIds.hauler, userIds.admin ?? "");
    // The default yard: every truck's day starts and ends there ("Planejar o dia").
    await tx.insert(yards).values({ orgId: orgIds.hauler, ...DEMO_YARD, isDefault: true });
    await tx.insert(trucks).values([
      { orgId: orgIds.hauler, plate: "HMG4B21", kind: "hooklift", cacambaCapacity: 1 },
      { orgId: orgIds.hauler, plate: "GTR-8812".replace("-", ""), kind: "hooklift", cacambaCapacity: 1 },
    ]);
    await tx.insert(drivers).values([
      {
        orgId: orgIds.hauler,
        name: "Marcos Motorista",
        cnhNumber: "04512378901",
        cnhCategory: "C",
        cnhValidUntil: "2029-03-31",
        shiftStart: "07:00",
        shiftEnd: "17:00",
        breakMinutes: 60,
      },
      {
        orgId: orgIds.hauler,
        name: "José Aparecido Lima",
        cnhNumber: "07788123456",
        cnhCategory: "D",
        cnhValidUntil: "2027-08-15",
        shiftStart: "06:00",
        shiftEnd: "15:00",
        breakMinutes: 60,
      },
    ]);
    await tx.insert(sites).values(
      [DEMO_SITE, ...DEMO_MORE_SITES].map(({ bearingDeg: _, ...place }) => ({
        orgId: orgIds.generator,
        municipalityId: "juiz-de-fora-mg",
        ...place,
      })),
    );
    await seedPricingDemo(tx, { id: orgIds.hauler, ...DEMO_ORGS.hauler }, userIds.admin ?? "");
    await seedCtrDemo(tx, {
      hauler: orgIds.hauler,
      receiver: orgIds.receiver,
      generator: orgIds.generator,
      adminUserId: userIds.admin ?? "",
      operatorUserId: userIds.receptor ?? "",
    });
    await seedMtrDemo(
      tx,
      {
        hauler: orgIds.hauler,
        receiver: orgIds.receiver,
        generator: orgIds.generator,
        adminUserId: userIds.admin ?? "",
        clientUserId: userIds.cliente ?? "",
      },
      {
        hauler: DEMO_ORGS.hauler.taxId,
        receiver: DEMO_ORGS.receiver.taxId,
        generator: DEMO_ORGS.generator.taxId,
      },
    );
    await seedDispatchDemo(tx, {
      hauler: orgIds.hauler,
      generator: orgIds.generator,
      city: orgIds.city,
      adminUserId: userIds.admin ?? "",
      driverUserId: userIds.motorista ?? "",
    });
    return true;
  });
}

/** A day counted from today on the city's wall clock (not UTC's, a day ahead from 21:00). */
const isoDay = (offsetDays: number) => isoDateIn(new Date(Date.now() + offsetDays * 86_400_000));

/** Profile (JF art. 7º, I; art. 15), licences (JF art. 5º: alvará valid, tax clearance expiring in 20 days) and caçamba 01's identification. */
async function seedHaulerCompliance(
  tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
  orgId: string,
  adminId: string,
) {
  await tx
    .update(orgs)
    .set({ yardAddress: "Av. Brasil, 4000 — Mariano Procópio, Juiz de Fora/MG" })
    .where(eq(orgs.id, orgId));
  await tx.insert(haulerProfiles).values({
    orgId,
    address: "Rua Halfeld, 500 — Centro, Juiz de Fora/MG",
    cep: "36010002",
    phone: "3232151234",
    complaintsPhone: "08007071234",
    municipalityIds: ["juiz-de-fora-mg"],
  });
  await tx.insert(licences).values([
    {
      orgId,
      kind: "alvara_localizacao",
      number: "ALV-2025/0412",
      municipalityId: "juiz-de-fora-mg",
      validFrom: isoDay(-200),
      validUntil: isoDay(165),
      createdBy: adminId,
    },
    {
      orgId,
      kind: "tax_clearance",
      number: "CND-88731",
      municipalityId: "juiz-de-fora-mg",
      validFrom: isoDay(-70),
      validUntil: isoDay(20),
      createdBy: adminId,
    },
  ]);
  await tx
    .update(cacambas)
    .set({
      lengthM: 2.6,
      widthM: 1.7,
      heightM: 1.3,
      markings: {
        inscriptionText: "PROIBIDO DEPOSITAR LIXO DOMÉSTICO",
        ownerName: "Caçambas Halfeld",
        phone: "(32) 3215-1234",
        complaintsPhone: "0800 707 1234",
        licenceNumber: null,
        uniformPaint: true,
        retroreflectiveStrips: { count: 2, heightCm: 5, widthCm: 30.5, onTop: true, onAllSides: true },
        zebraBand: null,
        retroreflectiveVisibleFromM: null,
        reflectiveAdhesive: null,
        topBorders: null,
      },
    })
    .where(and(eq(cacambas.orgId, orgId), eq(cacambas.number, 1)));
}

export { DEMO_ACCOUNTS, DEMO_DOMAIN, DEMO_PASSWORD };
