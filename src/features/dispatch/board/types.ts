import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@/server/api/root";

export type BoardData = inferRouterOutputs<AppRouter>["dispatch"]["jobs"]["board"];
export type BoardJob = BoardData["jobs"][number];
export type Option = { value: string; label: string };
