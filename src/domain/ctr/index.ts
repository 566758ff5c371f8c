/** CTR rules: number format, status machine, waste classes, gate admissibility, canonical form and hash. */
export * from "./canonical";
export * from "./gate-verdict";
export * from "./job";
export * from "./law";
export * from "./number";
export * from "./overdue";
export * from "./privacy";
export * from "./receiver";
export * from "./status";
export * from "./waste";
