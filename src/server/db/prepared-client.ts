import type { Sql } from "postgres";

type Client = Sql | Parameters<Parameters<Sql["begin"]>[1]>[0];

/**
 * The postgres.js client as drizzle sees it, with every parametrized query sent as a named prepared
 * statement. Drizzle asks for unprepared queries (`prepare: false`), and postgres.js then sends each one
 * in two round trips (Parse + Describe, wait, then Bind + Execute) and parses it again every time; a
 * prepared one is a single Bind + Execute once its connection has seen it (issue 19: a third of the
 * issuance's server CPU). Transactions and savepoints hand out clients wrapped the same way.
 */
export function preparingClient<C extends Client>(client: C): C {
  return new Proxy(client, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key === "unsafe")
        return (query: string, params?: unknown[], options?: Record<string, unknown>) =>
          (value as Sql["unsafe"]).call(target, query, params as never, { ...options, prepare: true });
      if (key === "begin" || key === "savepoint")
        return (...args: unknown[]) => {
          const last = args.length - 1;
          const fn = args[last] as (tx: Client) => unknown;
          args[last] = (tx: Client) => fn(preparingClient(tx));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
