import { redirect } from "next/navigation";
import { currentSessionClaims } from "@/server/auth/session";

export const dynamic = "force-dynamic";

export default async function RootPage() {
  redirect((await currentSessionClaims()) ? "/inicio" : "/entrar");
}
