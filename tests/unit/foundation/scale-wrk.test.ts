import { describe, expect, it } from "vitest";
import { parseWrk, toMs } from "../../../bench/scale/wrk";

// wrk 4.1.0's report with --latency, as Debian's wrk prints it (numbers from a run of bench:scale).
const REPORT = `Running 10s test @ http://127.0.0.1:41234/api/trpc/ctr.hauler.get?input=x
  2 threads and 16 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    63.12ms   71.40ms 612.33ms   87.01%
    Req/Sec   126.40     40.11   240.00     68.50%
  Latency Distribution
     50%   38.01ms
     75%   80.20ms
     90%  150.12ms
     99%  492.00ms
  2531 requests in 10.02s, 3.10MB read
  Socket errors: connect 0, read 2, write 0, timeout 0
  Non-2xx or 3xx responses: 4
Requests/sec:    252.59
Transfer/sec:    316.71KB
`;

describe("bench:scale's reading of wrk", () => {
  it("counts only 2xx/3xx answers without socket errors, and takes the 99th percentile", () => {
    expect(parseWrk(REPORT)).toEqual({
      rps: 252,
      p99Ms: 492,
      ok: 2525,
      failed: 6,
      failures: { non2xx3xx: 4, connect: 0, read: 2, write: 0, timeout: 0 },
    });
  });

  it("reads wrk's latency units", () => {
    expect(toMs("456.00us")).toBe(0.46);
    expect(toMs("1.02s")).toBe(1020);
    expect(toMs("12.5ms")).toBe(12.5);
    expect(() => toMs("12 ms")).toThrow();
  });

  it("refuses a report without totals", () => {
    expect(() => parseWrk("unable to connect to 127.0.0.1:1 Connection refused")).toThrow(/no totals/);
  });
});
