import { isMtrSystem, type MtrSystem } from "@/domain/mtr";
import { fakeList, listOfRoute } from "./lists";
import { manifestRoutes, view } from "./manifests";
import { receiptCdfRoutes } from "./receipt-cdf";
import { caller, login } from "./tokens";
import {
  type FakeRequest,
  type FakeResponse,
  type FakeSystemState,
  fail,
  json,
  newSystemState,
  ok,
  type Route,
} from "./types";

export type { FakeRequest, FakeResponse, FakeSystemState } from "./types";

/**
 * A local stand-in for the MTR web-service family, speaking it as `src/server/mtr/protocol.ts` does:
 * `gettoken` (a bearer token that expires; FEAM also gives the `chave_feam` the other calls must
 * send, and answers only registered client addresses), INEA's credentials in the path, the lookup
 * lists, national numbering, receipt, CDF and their PDFs. Switches: `outage` (503 on everything) and
 * `slow` (the call is applied, then answered after a delay: a client timeout on a saved manifest).
 * Any password is accepted except one starting with `errada`. The routes live by operation:
 * tokens.ts, manifests.ts, receipt-cdf.ts, and the lookup lists in lists.ts.
 */

const ROUTES: Record<string, Route> = { ...manifestRoutes, ...receiptCdfRoutes };

export type FakeMtr = ReturnType<typeof createFakeMtr>;

export function createFakeMtr(clock: () => Date = () => new Date()) {
  const systems = new Map<MtrSystem, FakeSystemState>();
  const stateOf = (s: MtrSystem) => {
    let st = systems.get(s);
    if (!st) {
      st = newSystemState();
      systems.set(s, st);
    }
    return st;
  };

  function route(
    system: MtrSystem,
    st: FakeSystemState,
    req: FakeRequest,
    name: string,
    segments: string[],
    body: unknown,
  ): FakeResponse {
    if (name === "gettoken" && system !== "inea")
      return login(system, st, (body ?? {}) as Record<string, unknown>, clock);
    const who = caller(system, st, req, segments, clock);
    if ("error" in who) return who.error;
    const me = who.unit;
    const list = listOfRoute(system, name);
    if (list) return system === "inea" ? json(200, fakeList(system, list)) : ok(fakeList(system, list));
    const handler = ROUTES[name];
    return handler ? handler({ st, me, segments, body, clock }) : fail(404, `Rota desconhecida: ${name}`);
  }

  function control(path: string[], body: Record<string, unknown>): FakeResponse {
    const [what, sys] = path;
    if (what === "reset") {
      systems.clear();
      return json(200, { ok: true });
    }
    if (!sys || !isMtrSystem(sys)) return json(404, { error: "sistema desconhecido" });
    const st = stateOf(sys);
    if (what === "outage") st.outage = body.on !== false;
    else if (what === "slow")
      st.slow.set(String(body.route), { ms: Number(body.ms ?? 1000), times: Number(body.times ?? 1) });
    else if (what === "expire-tokens") st.tokens.clear();
    else if (what !== "state") return json(404, { error: "controle desconhecido" });
    return json(200, {
      outage: st.outage,
      manifests: [...st.manifests.values()].map(view),
      cdfs: [...st.cdfs.values()],
    });
  }

  async function handle(req: FakeRequest): Promise<FakeResponse> {
    const segments = req.path.split("/").filter(Boolean).map(decodeURIComponent);
    let body: unknown = null;
    if (req.body.trim()) {
      try {
        body = JSON.parse(req.body);
      } catch {
        return fail(400, "JSON inválido.");
      }
    }
    if (segments[0] === "_control")
      return control(segments.slice(1), (body ?? {}) as Record<string, unknown>);
    const [system, name, ...rest] = segments;
    if (!system || !isMtrSystem(system) || !name) return fail(404, "Sistema ou rota desconhecidos.");
    const st = stateOf(system);
    const done = (res: FakeResponse) => {
      st.log.push({ route: name, status: res.status });
      return res;
    };
    if (st.outage)
      return done({
        status: 503,
        contentType: "text/html",
        body: "<html><body>Serviço indisponível</body></html>",
      });
    if (system === "feam" && !st.allowedAddresses.has(req.remoteAddress))
      return done(
        fail(
          403,
          `IP ${req.remoteAddress} não cadastrado para o web service (Configurações/Cadastrar IPs de Acesso ao WS).`,
        ),
      );
    const res = route(system, st, req, name, rest, body);
    const slow = st.slow.get(name);
    if (slow && slow.times > 0) {
      slow.times--;
      await new Promise((r) => setTimeout(r, slow.ms));
    }
    return done(res);
  }

  return { handle, state: stateOf, clock };
}
