export function bundleServer(root: string): Promise<void>;
