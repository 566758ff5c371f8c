import { mtrFileRoute } from "../mtr-file";

export const runtime = "nodejs";

/** The CDF covering this CTR's MTR, next to the proof of destination. */
export const GET = mtrFileRoute("cdf", "O destinador ainda não emitiu o CDF deste CTR.");
