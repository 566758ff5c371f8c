import type { ServerOnOwnDatabase } from "../helpers/own-database";

/**
 * What each section of `edges-four.test.ts` gets: the one server (its URL, data directory and output) and
 * its PostgreSQL database, started once for the file. Read them inside tests and hooks, never at import.
 */
export interface EdgesContext {
  own: () => ServerOnOwnDatabase;
  url: () => string;
}
