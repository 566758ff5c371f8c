import { describe, expect, it } from "vitest";
import { mtrBaseUrlFromEnv } from "@/server/mtr/config";
import { createFakeMtr, type FakeRequest } from "@/server/mtr/fake/handler";

const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;
const A = "0b6f1c7e-0000-4000-8000-00000000000a";
const B = "0b6f1c7e-0000-4000-8000-00000000000b";

function caller(fake: ReturnType<typeof createFakeMtr>, extra: Partial<FakeRequest> = {}) {
  return async (path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fake.handle({
      method: "POST",
      path,
      headers,
      body: body === undefined ? "" : JSON.stringify(body),
      remoteAddress: "127.0.0.1",
      ...extra,
    });
    const json = res.contentType.includes("json") ? JSON.parse(String(res.body)) : null;
    return { status: res.status, json };
  };
}

const login = { cpfCnpj: "11444777000161", senha: "simulador", unidade: "4201" };

describe("the MTR fake keeps each org apart (issue #42, finding 5)", () => {
  it("the app's client names its org in the fake's address; the real systems' addresses stay as published", () => {
    expect(mtrBaseUrlFromEnv(env({ PORT: "3999" }))("sinir", A)).toBe(
      `http://127.0.0.1:3999/_fake-mtr/org/${A}/sinir`,
    );
    expect(mtrBaseUrlFromEnv(env({ PORT: "3999" }))("sinir")).toBe("http://127.0.0.1:3999/_fake-mtr/sinir");
    expect(mtrBaseUrlFromEnv(env({ MTR_MODE: "producao" }))("sigor", A)).toBe(
      "https://mtrr.cetesb.sp.gov.br/apiws/rest",
    );
  });

  it("a token serves only the org it was given to, and an org's switches touch only its calls", async () => {
    const fake = createFakeMtr();
    const ask = caller(fake);
    const token = (await ask(`/org/${A}/sinir/gettoken`, login)).json.objetoResposta as string;
    const list = (org: string) =>
      ask(`/org/${org}/sinir/retornaListaClasse`, undefined, { authorization: token });
    expect((await list(A)).status).toBe(200);
    expect((await list(B)).status).toBe(401);
    await ask("/_control/outage/sinir", { org: B, on: true });
    expect((await list(A)).status).toBe(200);
    expect((await ask(`/org/${B}/sinir/gettoken`, login)).status).toBe(503);
    expect((await ask("/_control/state/sinir", { org: B })).json.outage).toBe(true);
    expect((await ask("/_control/state/sinir", { org: A })).json.outage).toBe(false);
    expect((await ask("/_control/state/sinir", { org: "nao-e-um-id" })).status).toBe(400);
  });

  it("asks its guard which kind of call each is, and refuses an address it cannot read", async () => {
    const kinds: string[] = [];
    const ask = caller(createFakeMtr(), {
      guard: async (kind) => {
        kinds.push(kind);
        return kind === "control" ? { status: 401, contentType: "application/json", body: "{}" } : null;
      },
    });
    expect((await ask("/_control/state/sinir")).status).toBe(401);
    expect((await ask("/%5Fcontrol/state/sinir")).status).toBe(401);
    expect((await ask(`/org/${A}/_control/state/sinir`)).status).toBe(404);
    expect((await ask(`/org/${A}/sinir/gettoken`, login)).status).toBe(200);
    expect(kinds).toEqual(["control", "control", "protocol", "protocol"]);
    expect((await ask("/%FF")).status).toBe(400);
  });
});
