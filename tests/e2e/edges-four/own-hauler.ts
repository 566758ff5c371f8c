import { generateCnpj } from "@brazilian-utils/brazilian-utils";
import { expect } from "vitest";
import { signInOverHttp } from "../helpers/http-session";
import type { ServerOnOwnDatabase } from "../helpers/own-database";

const PASSWORD = "Edges-Quatro-Extrato-2026";

export interface TrpcBody {
  result?: { data: { json: unknown } };
  error?: {
    json?: { message?: string; data?: { httpStatus?: number; fieldErrors?: Record<string, string[]> } };
  };
}
export const errorOf = (body: unknown) => (body as TrpcBody).error?.json?.message ?? "";
export const fieldErrorsOf = (body: unknown) => (body as TrpcBody).error?.json?.data?.fieldErrors;
export const dataOf = <T>(body: unknown) => (body as TrpcBody).result?.data.json as T;

/** One sign-up over HTTP, as the `/cadastro` form sends it; the new org's id. */
async function signUp(url: string, ip: string, kind: "hauler" | "generator", email: string) {
  const res = await fetch(`${url}/api/trpc/accounts.signUp`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({
      json: {
        kind,
        personType: "company",
        name: "Teresa Conciliadora",
        email,
        password: PASSWORD,
        legalName: kind === "hauler" ? "Caçambas Extrato Ltda." : "Construtora Cliente Ltda.",
        taxId: generateCnpj(),
        municipalityId: "juiz-de-fora-mg",
      },
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return dataOf<{ orgId: string; userId: string }>(await res.json());
}

/**
 * A hauler that signed itself up over HTTP (as the attacker of issue #42 did), its admin signed in from
 * `ip`, and `invoice(totalCents)`: an invoice it issued just now to a client of its own (how invoices are
 * made is getting-paid.test.ts's story; here only the money edges matter).
 */
export async function ownHauler(own: ServerOnOwnDatabase, ip: string, label: string) {
  const url = own.server.url;
  const email = `${label}-${Date.now()}@exemplo.com.br`;
  const { orgId, userId } = await signUp(url, ip, "hauler", email);
  const { orgId: clientOrgId } = await signUp(url, ip, "generator", `cliente-${email}`);
  const admin = await signInOverHttp(url, email, PASSWORD, { "x-forwarded-for": ip });
  async function invoice(totalCents: number) {
    const [row] = await own.sql<{ id: string }[]>`
      insert into invoices (org_id, number, client_org_id, kind, status, subtotal_cents, discount_cents,
                            total_cents, due_date, issued_at, created_by)
      select ${orgId}, coalesce((select max(number) from invoices where org_id = ${orgId}), 0) + 1,
             ${clientOrgId}, 'order', 'issued', ${totalCents}, 0, ${totalCents}, current_date + 10, now(), ${userId}
      returning id`;
    if (!row) throw new Error("no invoice");
    return row.id;
  }
  return { orgId, admin, invoice };
}
