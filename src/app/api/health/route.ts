import { databaseHealth } from "@/server/services/health";
import packageJson from "../../../../package.json";

export const dynamic = "force-dynamic";

export async function GET() {
  const database = await databaseHealth();
  return Response.json({ version: packageJson.version, database }, { status: database ? 200 : 503 });
}
