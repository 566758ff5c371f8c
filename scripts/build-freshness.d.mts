export const SERVER_BUNDLE: string;
export function buildTime(root: string): number;
export function needsBuild(root: string): boolean;
export function freshServerBundle(root: string): string | undefined;
