import { describe, expect, it } from "vitest";
import { findCycle, importGraph, reachable } from "../../helpers/import-graph";

/**
 * Issue #33: the law modules import the generic helpers (fines, deadlines, placement, schemas), so those
 * helpers must never reach the registry, which imports every law. The registry sits on top and installs
 * the municipalities' lookup the generic schemas use (src/domain/laws/lookup.ts).
 */
describe("src/domain's imports", () => {
  const graph = importGraph("domain", false);

  it("have no cycle, type imports included", () => {
    expect(findCycle(graph)).toBeNull();
  });

  it("never lead from a law module's files to the registry", () => {
    const lawFiles = [...graph.keys()].filter((f) => /^domain\/laws\/[^/]+\//.test(f));
    expect(lawFiles.length).toBeGreaterThan(30);
    const reachingRegistry = lawFiles.filter((f) => reachable(graph, f).has("domain/laws/registry.ts"));
    expect(reachingRegistry).toEqual([]);
  });

  it("load the registry wherever the generic schemas are used outside the domain", () => {
    const all = importGraph("", true);
    const users = [...all.keys()].filter(
      (f) => !f.startsWith("domain/") && reachable(all, f).has("domain/schemas-common.ts"),
    );
    expect(users.length).toBeGreaterThan(10);
    expect(users.filter((f) => !reachable(all, f).has("domain/laws/registry.ts"))).toEqual([]);
  });
});
