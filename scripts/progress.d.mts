export function formatElapsed(ms: number): string;
export function runWithProgress(
  command: string,
  args: string[],
  options: { cwd?: string; working: string; everyMs?: number },
): Promise<{ code: number; elapsedMs: number }>;
