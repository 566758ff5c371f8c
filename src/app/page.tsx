import { redirect } from "next/navigation";
import { loadViewer } from "@/features/shell/viewer";

export const dynamic = "force-dynamic";

export default async function RootPage() {
  redirect((await loadViewer()) ? "/inicio" : "/entrar");
}
