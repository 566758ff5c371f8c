import { mtrFileRoute } from "../mtr-file";

export const runtime = "nodejs";

/** The MTR's PDF as the system gave it. */
export const GET = mtrFileRoute("mtr", "Este CTR ainda não tem MTR emitido com PDF.");
