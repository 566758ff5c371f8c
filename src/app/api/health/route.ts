import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import packageJson from "../../../../package.json";

export const dynamic = "force-dynamic";

export async function GET() {
  let database = false;
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    database = true;
  } catch {
    database = false;
  }
  return Response.json({ version: packageJson.version, database }, { status: database ? 200 : 503 });
}
