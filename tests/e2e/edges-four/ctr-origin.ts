import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_DOMAIN, DEMO_PASSWORD } from "@/server/db/seed/demo-accounts";
import { signInOverHttp } from "../helpers/http-session";
import { databaseState } from "../helpers/own-database";
import type { EdgesContext } from "./context";

type Session = Awaited<ReturnType<typeof signInOverHttp>>;
interface Refusal {
  error?: {
    json?: { message?: string; data?: { httpStatus?: number; fieldErrors?: Record<string, string[]> } };
  };
}

/** Finding 9: a CTR from a job with another origin municipality was silently corrected to the job's site. */
export function ctrOriginEdges(ctx: EdgesContext) {
  describe("finding 9: a CTR's origin contradicting its job's site is refused, not corrected", () => {
    let dispatcher: Session;
    beforeAll(async () => {
      dispatcher = await signInOverHttp(ctx.url(), `despacho@${DEMO_DOMAIN}`, DEMO_PASSWORD, {
        "x-forwarded-for": "198.51.100.49",
      });
    });

    it("answers 409 naming the field for another municipality or address beside the job's site; nothing written", async () => {
      const sql = ctx.own().sql;
      // A demo pick-up with its caçamba on the street, a truck and a driver, and no valid CTR yet.
      const [job] = await sql<
        {
          id: string;
          generatorOrgId: string;
          siteId: string;
          truckId: string;
          driverId: string;
          cacambaId: string;
        }[]
      >`
        select j.id, p.generator_org_id as "generatorOrgId", p.site_id as "siteId", j.truck_id as "truckId",
               j.driver_id as "driverId", p.cacamba_id as "cacambaId"
        from jobs j join placements p on p.id = j.placement_id
        where j.org_id = (select id from orgs where kind = 'hauler' and tax_id = '11222333000181')
          and j.kind = 'pick_up' and j.status not in ('cancelled', 'failed', 'done')
          and j.truck_id is not null and j.driver_id is not null and p.site_id is not null
          and not exists (select 1 from ctrs c where c.job_id = j.id and c.status <> 'cancelled')
        limit 1`;
      const [receiver] = await sql<{ id: string }[]>`
        select o.id from orgs o where o.kind = 'receiver' and o.tax_id = '22333444000181'`;
      if (!job || !receiver) throw new Error("the demo has no open pick-up or receiver");
      const input = {
        ...job,
        jobId: job.id,
        wasteKind: "rcc",
        wasteClass: "A",
        material: "Concreto e tijolos",
        volumeM3: 5,
        receiverOrgId: receiver.id,
      };
      const before = await databaseState(sql);
      for (const [change, field] of [
        [{ originMunicipalityId: "joao-pessoa-pb" }, "originMunicipalityId"],
        [{ originAddress: "Rua Inventada, 1 - Centro" }, "originAddress"],
      ] as const) {
        const res = await dispatcher.mutate("ctr.hauler.issue", { ...input, ...change });
        const refusal = (res.body as Refusal).error?.json;
        expect(res.status).toBe(409);
        expect(refusal?.message).toMatch(
          /A obra fica em .*: o (município|endereço) de origem informado é outro/,
        );
        expect(refusal?.data?.fieldErrors?.[field]).toEqual([refusal?.message]);
      }
      expect(await databaseState(sql)).toEqual(before);
    });
  });
}
