import type { getDecal } from "@/server/services/fleet/decal";

export type DecalData = Awaited<ReturnType<typeof getDecal>>;
