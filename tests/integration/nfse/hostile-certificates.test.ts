import forge from "node-forge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { makeA1, makeTestCa } from "@/server/services/nfse/fake/pki";
import { makeCtrWorld } from "../../fixtures/ctr/world";
import { freshDatabase } from "../../helpers/db";
import { withIterations } from "../../helpers/pkcs12-iterations";
import { failure } from "../../helpers/trpc-failure";
import { watchRowChanges } from "../../helpers/world";

let h: DbHandle;
let w: Awaited<ReturnType<typeof makeCtrWorld>>;
let changes: Awaited<ReturnType<typeof watchRowChanges>>;
beforeAll(async () => {
  h = await freshDatabase();
  w = await makeCtrWorld(h.db, "HC");
  changes = await watchRowChanges(h);
});
afterAll(async () => {
  await h.close();
});

const a1 = makeA1(makeTestCa(), { cnpj: "11444777000161", holder: "OUTRA EMPRESA LTDA" });
const a3 = makeA1(makeTestCa(), { cnpj: "11444777000161", holder: "OUTRA EMPRESA LTDA", kind: "A3" });

/** SEQUENCEs nested `depth` deep, each with a long-form length: DER a recursive reader could choke on. */
function nested(depth: number): Buffer {
  let inner = Buffer.alloc(0);
  for (let i = 0; i < depth; i++) {
    const length = inner.length;
    inner = Buffer.concat([
      Buffer.from([0x30, 0x83, length >> 16, (length >> 8) & 0xff, length & 0xff]),
      inner,
    ]);
  }
  return inner;
}

/** Files an attacker may send as a "certificate", each to be refused with 400 and nothing written. */
const HOSTILE: [string, Buffer][] = [
  ["random bytes", Buffer.from(forge.random.getBytesSync(2_500), "binary")],
  ["a valid file cut in half", a1.pfx.subarray(0, a1.pfx.length >> 1)],
  ["a valid file with a byte changed", Buffer.from(a1.pfx).fill(0x41, 200, 201)],
  ["150 KB of zeros", Buffer.alloc(150_000)],
  ["SEQUENCEs nested 25,000 deep", nested(25_000)],
  ["a length of 2³² bytes", Buffer.from([0x30, 0x84, 0xff, 0xff, 0xff, 0xff, 0x02, 0x01, 0x03])],
  ["the MAC asking 2³¹−1 iterations", withIterations(a1.pfx, 2 ** 31 - 1, { mac: true, keys: false })],
  [
    "the key bag asking 10 million iterations",
    withIterations(a1.pfx, 10_000_000, { mac: false, keys: true }),
  ],
  ["an A3 (no key may leave the card)", a3.pfx],
  ["an A1 of another CNPJ", a1.pfx],
];

describe("hostile certificate files: 400 in pt-BR, in bounded time, nothing written", () => {
  it.each(HOSTILE)("%s", async (_label, pfx) => {
    await changes.changedSince();
    const e = await failure(
      w.haulerAdmin.nfse.uploadCertificate({ fileBase64: pfx.toString("base64"), password: a1.password }),
    );
    expect(e.code).toBe("BAD_REQUEST");
    expect(e.message).toMatch(/certificado|arquivo|senha/i);
    expect(await changes.changedSince()).toEqual([]);
  });
});
