/**
 * Two app "hosts" on one machine: a network namespace each, joined to this one by a veth pair on a private
 * /30 of its own (10.231.N.0/30: .1 on this side, .2 inside). Nothing is routed beyond the pair: a host
 * reaches only the services this side listens for it on .1, and this side reaches the host's app on .2.
 * Everything made here is removed by `remove()`, and a leftover of a run that was killed is removed first.
 */
import { execFileSync } from "node:child_process";

export interface NetHost {
  /** `cc-scale-h1`… */
  ns: string;
  /** The host's own address (inside its namespace). */
  address: string;
  /** This side of the pair: where the host finds PostgreSQL, PgBouncer, the object store and SMTP. */
  gateway: string;
}

const ip = (...args: string[]) => execFileSync("ip", args, { stdio: ["ignore", "ignore", "pipe"] });

function quietly(run: () => unknown): void {
  try {
    run();
  } catch {
    // Absent already.
  }
}

function removeHost(n: number): void {
  quietly(() => ip("netns", "del", `cc-scale-h${n}`));
  // The pair goes with its namespace; this covers a namespace that never got its end.
  quietly(() => ip("link", "del", `cc-h${n}-out`));
}

export function createHosts(count: number): { hosts: NetHost[]; remove(): void } {
  const made: number[] = [];
  const remove = () => {
    for (const n of made.splice(0)) removeHost(n);
  };
  try {
    const hosts = Array.from({ length: count }, (_, i) => {
      const n = i + 1;
      removeHost(n);
      made.push(n);
      const ns = `cc-scale-h${n}`;
      const [out, inside] = [`cc-h${n}-out`, `cc-h${n}-in`];
      const gateway = `10.231.${n}.1`;
      const address = `10.231.${n}.2`;
      ip("netns", "add", ns);
      ip("link", "add", out, "type", "veth", "peer", "name", inside);
      ip("link", "set", inside, "netns", ns);
      ip("addr", "add", `${gateway}/30`, "dev", out);
      ip("link", "set", out, "up");
      ip("-n", ns, "addr", "add", `${address}/30`, "dev", inside);
      ip("-n", ns, "link", "set", inside, "up");
      ip("-n", ns, "link", "set", "lo", "up");
      return { ns, address, gateway };
    });
    return { hosts, remove };
  } catch (e) {
    remove();
    throw e;
  }
}
