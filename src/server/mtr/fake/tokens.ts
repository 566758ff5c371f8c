import { randomBytes } from "node:crypto";
import type { MtrSystem } from "@/domain/mtr";
import {
  type FakeRequest,
  type FakeResponse,
  type FakeSystemState,
  fail,
  json,
  ok,
  type Unit,
} from "./types";

/**
 * `gettoken` and who is calling: SINIR and SIGOR give a bearer token; FEAM names the fields its own
 * way and adds the `chave_feam` header the other calls must send; INEA has no token, its credentials
 * ride in the path. Tokens expire (`tokenTtlMs`) and serve only the org they were given to. Any password
 * is accepted except one starting with `errada`.
 */

const header = (req: FakeRequest, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

export function login(
  system: MtrSystem,
  st: FakeSystemState,
  body: Record<string, unknown>,
  clock: () => Date,
  org: string | null,
): FakeResponse {
  const feam = system === "feam";
  const senha = String(body.senha ?? "");
  const user = String((feam ? body.usuarioCpf : body.cpfCnpj) ?? "");
  const unit = String((feam ? body.pessoaCodigo : body.unidade) ?? "");
  const taxId = String((feam ? body.pessoaCnpj : body.cpfCnpj) ?? "");
  if (!/^\d{11}(\d{3})?$/.test(user) || !/^\d+$/.test(unit) || !senha || senha.startsWith("errada"))
    return feam
      ? json(200, { retornoCodigo: 1, retorno: "Usuário, senha ou unidade inválidos;", token: null })
      : fail(401, "Usuário, senha ou unidade inválidos.");
  const token = randomBytes(18).toString("base64url");
  const chave = randomBytes(12).toString("hex");
  st.tokens.set(token, { taxId, unitCode: unit, chave, until: clock().getTime() + st.tokenTtlMs, org });
  if (feam)
    return json(200, {
      pessoaCodigo: Number(unit),
      pessoaCnpj: taxId,
      usuarioCpf: user,
      token,
      chave,
      retorno: "Login com Sucesso;",
      retornoCodigo: 0,
    });
  return ok(`Bearer ${token}`);
}

/** The caller's unit: its token (and FEAM's chave), or INEA's path credentials. */
export function caller(
  system: MtrSystem,
  st: FakeSystemState,
  req: FakeRequest,
  segments: string[],
  clock: () => Date,
  org: string | null,
): { error: FakeResponse } | { unit: Unit } {
  if (system === "inea") {
    const [user, senha, cnp, unit] = segments.splice(0, 4);
    if (!user || !senha || !cnp || !unit || senha.startsWith("errada") || !/^\d+$/.test(unit))
      return { error: fail(401, "Login, senha, CNP ou unidade inválidos.") };
    return { unit: { taxId: cnp, unitCode: unit } };
  }
  const auth = header(req, "authorization") ?? "";
  const token = st.tokens.get(auth.replace(/^Bearer\s+/i, ""));
  if (!token || token.until <= clock().getTime() || token.org !== org)
    return { error: fail(401, "Token inválido ou expirado.") };
  if (system === "feam" && header(req, "chave_feam") !== token.chave)
    return { error: fail(401, "Cabeçalho chave_feam ausente ou inválido.") };
  return { unit: { taxId: token.taxId, unitCode: token.unitCode } };
}
