import { randomBytes, randomInt, randomUUID } from "node:crypto";
import type { MemberRole, OrgKind } from "@/lib/roles";
import { createCaller } from "@/server/api/root";
import { hashPassword } from "@/server/auth/password";
import type { Db } from "@/server/db/client";
import { memberships, orgs, users } from "@/server/db/schema";

export const TEST_PASSWORD = "senha-de-teste-123";
let passwordHash: Promise<string> | undefined;

const unique = () => randomBytes(4).toString("hex");

function digitsWithCheck(base: number[], weights: number[][]): string {
  const out = [...base];
  for (const w of weights) {
    const sum = w.reduce((acc, weight, i) => acc + weight * (out[i] ?? 0), 0);
    const r = sum % 11;
    out.push(r < 2 ? 0 : 11 - r);
  }
  return out.join("");
}

/** A random CNPJ with valid check digits. */
export function randomCnpj(): string {
  const base = [...Array.from({ length: 8 }, () => randomInt(10)), 0, 0, 0, 1];
  return digitsWithCheck(base, [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]);
}

/** A random CPF with valid check digits. */
export function randomCpf(): string {
  const base = Array.from({ length: 9 }, () => randomInt(10));
  return digitsWithCheck(base, [
    [10, 9, 8, 7, 6, 5, 4, 3, 2],
    [11, 10, 9, 8, 7, 6, 5, 4, 3, 2],
  ]);
}

export async function makeOrg(
  db: Db,
  input: {
    kind: OrgKind;
    name?: string;
    status?: "active" | "pending" | "suspended";
    municipalityId?: string;
  },
) {
  const [org] = await db
    .insert(orgs)
    .values({
      kind: input.kind,
      legalName: input.name ?? `Org ${input.kind} ${unique()}`,
      taxId: randomCnpj(),
      municipalityId: input.municipalityId ?? "juiz-de-fora-mg",
      status: input.status ?? "active",
    })
    .returning();
  if (!org) throw new Error("org not created");
  return org;
}

export async function makeUser(db: Db, input: { name?: string; isSuperadmin?: boolean } = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const id = unique();
  const [user] = await db
    .insert(users)
    .values({
      email: `pessoa-${id}@teste.cacambacerta.com.br`,
      name: input.name ?? `Pessoa ${id}`,
      passwordHash: await passwordHash,
      isSuperadmin: input.isSuperadmin ?? false,
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error("user not created");
  return user;
}

export async function makeMember(
  db: Db,
  orgId: string,
  role: MemberRole,
  name?: string,
  options: { isManager?: boolean } = {},
) {
  const user = await makeUser(db, { name });
  await db
    .insert(memberships)
    .values({ orgId, userId: user.id, role, isManager: options.isManager ?? false });
  return user;
}

/** A tRPC caller acting as `user` in `orgId`, with the same context the HTTP handler builds. */
let callers = 0;

/** A caller as the tRPC route builds it; each comes from its own address unless `clientIp` is given. */
export function callerFor(
  db: Db,
  user: { id: string; sessionVersion: number; sessionId?: string } | null,
  orgId: string | null = null,
  clientIp = `198.18.${Math.floor(++callers / 250) % 250}.${callers % 250}`,
) {
  return createCaller({
    db,
    session: user
      ? { userId: user.id, sessionVersion: user.sessionVersion, sessionId: user.sessionId ?? randomUUID() }
      : null,
    requestedOrgId: orgId,
    clientIp,
    setActiveOrg: () => {},
  });
}
