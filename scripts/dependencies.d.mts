type Lock = {
  packages?: Record<
    string,
    { version?: string; optional?: boolean; devOptional?: boolean; [field: string]: unknown }
  >;
};
export const INSTALLED_LOCK: string;
export function lockDifference(lock: Lock, installed: Lock): string | undefined;
export function dependenciesState(
  root: string,
): { state: "missing" | "ok" } | { state: "stale"; why: string };
export function ensureDependencies(root: string, options: { next: string }): Promise<number | undefined>;
