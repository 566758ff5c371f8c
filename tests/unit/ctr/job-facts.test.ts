import { describe, expect, it } from "vitest";
import { ctrFactsFromJob, type JobFacts, jobContradictions } from "@/domain/ctr/job-facts";

const job: JobFacts = {
  kind: "pick_up",
  status: "scheduled",
  generatorOrgId: "g1",
  siteId: "s1",
  truckId: "t1",
  driverId: "d1",
  cacambaId: "c3",
};
const same = { generatorOrgId: "g1", siteId: "s1", truckId: "t1", driverId: "d1", cacambaId: "c3" };

describe("a CTR against its job", () => {
  it("agrees when every fact the job fixes is the CTR's", () => {
    expect(jobContradictions(job, same)).toEqual([]);
  });

  it.each([
    ["generatorOrgId", "g2", /gerador/],
    ["siteId", "s2", /obra/],
    ["truckId", "t2", /caminhão/],
    ["driverId", "d2", /motorista/],
    ["cacambaId", null, /caçamba/],
  ] as const)("names %s when the CTR says other than the job", (field, value, word) => {
    const [first, ...rest] = jobContradictions(job, { ...same, [field]: value });
    expect(rest).toEqual([]);
    expect(first?.field).toBe(field);
    expect(first?.message).toMatch(word);
  });

  it("lets the CTR state what the job leaves open", () => {
    const open = { ...job, truckId: null, cacambaId: null };
    expect(jobContradictions(open, { ...same, truckId: "t9", cacambaId: "c9" })).toEqual([]);
    expect(ctrFactsFromJob(open)).toEqual({ generatorOrgId: "g1", siteId: "s1", driverId: "d1" });
  });
});
