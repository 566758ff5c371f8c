import { afterAll, beforeAll, describe } from "vitest";
import { bankStatementEdges } from "./edges-four/bank-statement";
import { certificateEdges } from "./edges-four/certificate";
import type { EdgesContext } from "./edges-four/context";
import { ctrOriginEdges } from "./edges-four/ctr-origin";
import { fakeMtrEdges } from "./edges-four/fake-mtr";
import { pagesEdges } from "./edges-four/pages";
import { pixKeysEdges } from "./edges-four/pix-keys";
import { type ServerOnOwnDatabase, startServerOnOwnDatabase } from "./helpers/own-database";

/**
 * Issue #42's findings, each reproduced over HTTP against `npm start` (default settings: the built-in MTR
 * fake, the NFS-e simulator) on a PostgreSQL database of its own. One server for the file; each section
 * (`edges-four/*.ts`) makes its own orgs and users, and checks that a refusal leaves the tables as they were.
 */
describe("issue #42 over HTTP: certificates, bank statements, the MTR fake, pages, Pix keys", () => {
  let own: ServerOnOwnDatabase | undefined;
  const ctx: EdgesContext = {
    own: () => {
      if (!own) throw new Error("the server did not start");
      return own;
    },
    url: () => ctx.own().server.url,
  };
  beforeAll(async () => {
    own = await startServerOnOwnDatabase({ env: { TRUST_PROXY: "1" } });
  }, 300_000);
  afterAll(async () => {
    await own?.close();
  });

  certificateEdges(ctx);
  bankStatementEdges(ctx);
  fakeMtrEdges(ctx);
  pagesEdges(ctx);
  pixKeysEdges(ctx);
  ctrOriginEdges(ctx);
});
