import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Landing } from "@/features/public/landing";
import { loadViewer } from "@/features/shell/viewer";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: { absolute: "Caçamba Certa" } };

/** The product's front door: a visitor learns what it is and where to go; a signed-in person goes on to work. */
export default async function HomePage() {
  if (await loadViewer()) redirect("/inicio");
  return <Landing />;
}
