import { isMtrSystem, type MtrSystem } from "@/domain/mtr";
import { fakeList, listOfRoute } from "./lists";
import { manifestRoutes, view } from "./manifests";
import { receiptCdfRoutes } from "./receipt-cdf";
import { caller, login } from "./tokens";
import {
  type FakeRegistry,
  type FakeRequest,
  type FakeResponse,
  type FakeSystemState,
  fail,
  json,
  newSystemState,
  ok,
  type Route,
} from "./types";

export type { FakeRegistry, FakeRequest, FakeResponse, FakeSystemState } from "./types";

/**
 * A local stand-in for the MTR web-service family, speaking it as `src/server/mtr/protocol.ts` does:
 * `gettoken` (a bearer token that expires; FEAM also gives the `chave_feam` the other calls must
 * send, and answers only registered client addresses), INEA's credentials in the path, the lookup
 * lists, national numbering, receipt, CDF and their PDFs. Switches: `outage` (503 on everything) and
 * `slow` (the call is applied, then answered after a delay: a client timeout on a saved manifest), for
 * every org or, with `org`, one org's calls (the app's client calls under `/org/<id>/`); `state` shows
 * what every org's calls touched, or one org's. `req.guard` decides who may call (the app server's:
 * src/server/http/fake-mtr-route.ts).
 * Any password is accepted except one starting with `errada`. The routes live by operation:
 * tokens.ts, manifests.ts, receipt-cdf.ts, and the lookup lists in lists.ts.
 */

const ROUTES: Record<string, Route> = { ...manifestRoutes, ...receiptCdfRoutes };
const ORG_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type FakeMtr = ReturnType<typeof createFakeMtr>;

/** Without a registry the fake knows no party's name (its documents say so). */
const noRegistry: FakeRegistry = async () => null;

export function createFakeMtr(clock: () => Date = () => new Date(), registry: FakeRegistry = noRegistry) {
  const systems = new Map<MtrSystem, FakeSystemState>();
  const stateOf = (s: MtrSystem) => {
    let st = systems.get(s);
    if (!st) {
      st = newSystemState();
      systems.set(s, st);
    }
    return st;
  };

  async function route(
    system: MtrSystem,
    st: FakeSystemState,
    req: FakeRequest,
    call: { name: string; segments: string[]; body: unknown; org: string | null },
  ): Promise<FakeResponse> {
    const { name, segments, body, org } = call;
    if (name === "gettoken" && system !== "inea")
      return login(system, st, (body ?? {}) as Record<string, unknown>, clock, org);
    const who = caller(system, st, req, segments, clock, org);
    if ("error" in who) return who.error;
    const me = who.unit;
    const list = listOfRoute(system, name);
    if (list) return system === "inea" ? json(200, fakeList(system, list)) : ok(fakeList(system, list));
    const handler = ROUTES[name];
    return handler
      ? handler({ system, st, me, segments, body, clock, org, registry })
      : fail(404, `Rota desconhecida: ${name}`);
  }

  /** Forgets one org: its tokens, switches and what only its calls touched. */
  function forget(org: string) {
    for (const st of systems.values()) {
      for (const [k, t] of st.tokens) if (t.org === org) st.tokens.delete(k);
      for (const k of st.slow.keys()) if (k.startsWith(`${org}:`)) st.slow.delete(k);
      st.orgOutages.delete(org);
      for (const records of [st.manifests, st.cdfs])
        for (const [k, r] of records) {
          r.orgs.delete(org);
          if (r.orgs.size === 0) records.delete(k);
        }
    }
  }

  /** The switches; with `org` in the body, only that org's calls and records. */
  function control(path: string[], body: Record<string, unknown>): FakeResponse {
    const [what, sys] = path;
    if (body.org !== undefined && !(typeof body.org === "string" && ORG_ID.test(body.org)))
      return json(400, { error: "org deve ser o id de uma organização" });
    const org = (body.org as string | undefined) ?? null;
    if (what === "reset") {
      if (org) forget(org);
      else systems.clear();
      return json(200, { ok: true });
    }
    if (!sys || !isMtrSystem(sys)) return json(404, { error: "sistema desconhecido" });
    const st = stateOf(sys);
    if (what === "outage") {
      const on = body.on !== false;
      if (!org) st.outage = on;
      else if (on) st.orgOutages.add(org);
      else st.orgOutages.delete(org);
    } else if (what === "slow")
      st.slow.set(org ? `${org}:${String(body.route)}` : String(body.route), {
        ms: Number(body.ms ?? 1000),
        times: Number(body.times ?? 1),
      });
    else if (what === "expire-tokens") {
      for (const [k, t] of st.tokens) if (!org || t.org === org) st.tokens.delete(k);
    } else if (what !== "state") return json(404, { error: "controle desconhecido" });
    const mine = <T extends { orgs: Set<string> }>(r: T) => !org || r.orgs.has(org);
    return json(200, {
      outage: st.outage || (org !== null && st.orgOutages.has(org)),
      manifests: [...st.manifests.values()].filter(mine).map(view),
      cdfs: [...st.cdfs.values()].filter(mine).map(({ orgs: _, ...c }) => c),
    });
  }

  /** The path's segments, decoded, and the org the app's client named (`/org/<id>/…`). */
  function addressOf(path: string): { segments: string[]; org: string | null } | null {
    let segments: string[];
    try {
      segments = path.split("/").filter(Boolean).map(decodeURIComponent);
    } catch {
      return null;
    }
    if (segments[0] !== "org") return { segments, org: null };
    const org = segments[1] ?? "";
    return ORG_ID.test(org) ? { segments: segments.slice(2), org } : null;
  }

  async function handle(req: FakeRequest): Promise<FakeResponse> {
    const address = addressOf(req.path);
    if (!address) return fail(400, "Endereço inválido.");
    const { segments, org } = address;
    const isControl = segments[0] === "_control";
    const refused = await req.guard?.(isControl && !org ? "control" : "protocol");
    if (refused) return refused;
    let body: unknown = null;
    if (req.body.trim()) {
      try {
        body = JSON.parse(req.body);
      } catch {
        return fail(400, "JSON inválido.");
      }
    }
    if (isControl && !org) return control(segments.slice(1), (body ?? {}) as Record<string, unknown>);
    const [system, name, ...rest] = segments;
    if (!system || !isMtrSystem(system) || !name) return fail(404, "Sistema ou rota desconhecidos.");
    const st = stateOf(system);
    const done = (res: FakeResponse) => {
      st.log.push({ route: name, status: res.status, org });
      return res;
    };
    if (st.outage || (org !== null && st.orgOutages.has(org)))
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
    const res = await route(system, st, req, { name, segments: rest, body, org });
    const slowKey = org && st.slow.has(`${org}:${name}`) ? `${org}:${name}` : name;
    const slow = st.slow.get(slowKey);
    if (slow && slow.times > 0) {
      slow.times--;
      await new Promise((r) => setTimeout(r, slow.ms));
    }
    return done(res);
  }

  return { handle, state: stateOf, clock };
}
