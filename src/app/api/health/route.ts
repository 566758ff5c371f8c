import { getDb } from "@/server/db/client";
import { databaseAnswers } from "@/server/services/health";
import packageJson from "../../../../package.json";

export const dynamic = "force-dynamic";

export async function GET() {
  const database = await getDb().then(databaseAnswers, () => false);
  return Response.json({ version: packageJson.version, database }, { status: database ? 200 : 503 });
}
