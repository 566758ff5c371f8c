import {
  type CtrJobFacts,
  type JobContradiction,
  type JobFacts,
  jobContradictions,
} from "@/domain/ctr/job-facts";
import type { Db } from "@/server/db/client";
import { runStatement } from "@/server/db/statement";
import type { OrgScope } from "@/server/services/context";

/** What the job expects the load to be: the order's declared waste and the caçamba's size. */
export interface JobLoad extends JobFacts {
  date: string;
  wasteKind: string | null;
  wasteClass: string | null;
  sizeM3: number | null;
}

/**
 * The job's facts as one JSON value, from its placement (generator, site, caçamba) or, without one, its
 * order; null when the hauler `org` has no such job. Used inside issuance's statement and on its own.
 */
export const jobFactsJson = (org: string, job: string) => `(
  select json_build_object('kind', j.kind, 'status', j.status, 'date', j.date,
      'truckId', j.truck_id, 'driverId', j.driver_id,
      'generatorOrgId', coalesce(p.generator_org_id, o.generator_org_id),
      'siteId', coalesce(p.site_id, o.site_id), 'cacambaId', p.cacamba_id,
      'wasteKind', o.waste_kind, 'wasteClass', o.waste_class, 'sizeM3', o.size_m3)
    from jobs j
    left join placements p on p.org_id = j.org_id and p.id = j.placement_id
    left join orders o on o.org_id = j.org_id and o.id = coalesce(j.order_id, p.order_id)
    where j.org_id = ${org} and j.id = ${job})`;

/** The hauler's job as a CTR for it should state it (the issue form opens filled with it); null if not theirs. */
export async function jobLoad(scope: OrgScope, jobId: string): Promise<JobLoad | null> {
  const [row] = await runStatement<{ job: JobLoad | null }>(
    scope.db,
    `select ${jobFactsJson("$1::uuid", "$2::uuid")} as job`,
    [scope.orgId, jobId],
  );
  return row?.job ?? null;
}

export interface CtrDisagreement {
  ctrId: string;
  number: string;
  jobId: string;
  jobKind: string;
  jobDate: string;
  fields: JobContradiction["field"][];
}

/**
 * The hauler's CTRs (not cancelled) whose facts disagree with their job's: a check to correct by hand
 * (cancel and reissue), never rewritten silently. The statement keeps only rows where some fact the
 * job fixes differs; the domain names which.
 */
export async function ctrsDisagreeingWithJobs(db: Db, orgId: string): Promise<CtrDisagreement[]> {
  const rows = await runStatement<{
    ctrId: string;
    number: string;
    jobId: string;
    ctr: CtrJobFacts;
    job: JobLoad;
  }>(
    db,
    `select c.id as "ctrId", c.number, c.job_id as "jobId",
        json_build_object('generatorOrgId', c.generator_org_id, 'siteId', c.site_id, 'truckId', c.truck_id,
          'driverId', c.driver_id, 'cacambaId', c.cacamba_id) as ctr,
        f.job
      from ctrs c
      cross join lateral (select ${jobFactsJson("c.org_id", "c.job_id")} as job) f
      where c.org_id = $1::uuid and c.job_id is not null and c.status <> 'cancelled'
        and f.job is not null
        and exists (
          select 1 from json_each_text(f.job) k
          where k.key in ('generatorOrgId', 'siteId', 'truckId', 'driverId', 'cacambaId')
            and k.value is not null
            and k.value is distinct from (case k.key
              when 'generatorOrgId' then c.generator_org_id::text when 'siteId' then c.site_id::text
              when 'truckId' then c.truck_id::text when 'driverId' then c.driver_id::text
              else c.cacamba_id::text end))
      order by c.issued_at desc`,
    [orgId],
  );
  return rows.flatMap((r) => {
    const fields = jobContradictions(r.job, r.ctr).map((c) => c.field);
    return fields.length === 0
      ? []
      : [
          {
            ctrId: r.ctrId,
            number: r.number,
            jobId: r.jobId,
            jobKind: r.job.kind,
            jobDate: r.job.date,
            fields,
          },
        ];
  });
}
