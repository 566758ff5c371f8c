export type SystemTool = { name: string; apt: string; file?: string; command?: string };
export const SYSTEM_TOOLS: SystemTool[];
export const LOCAL_POSTGRES: string;
export function missingTools(present: (tool: SystemTool) => boolean, tools?: SystemTool[]): SystemTool[];
export function toolsPlan(
  missing: SystemTool[],
  isRoot: boolean,
):
  | { kind: "ok" }
  | { kind: "install"; packages: string[]; commands: [string, string[]][] }
  | { kind: "stop"; message: string };
export function toolsStillMissing(missing: SystemTool[]): string;
export function databasePlan(
  testDatabaseUrl: string | undefined,
  localAnswers: boolean,
): { url?: string; line: string };
export function startFailure(step: string, command: string, error: unknown): string;
export function stepFailure(step: string, code: number | null, signal: string | null): string;
