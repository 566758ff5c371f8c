import { receivables } from "@/server/services/receivables/balances";
import { receivablesCsv } from "@/server/services/receivables/csv";
import { createTRPCRouter, orgProcedure } from "../trpc";

const office = orgProcedure(["admin", "dispatcher"]);

/** Contas a receber: balance and aging per client, and the accountant's CSV. */
export const receivablesRouter = createTRPCRouter({
  summary: office.query(({ ctx }) => receivables(ctx.scope)),
  csv: office.query(({ ctx }) => receivablesCsv(ctx.scope)),
});
