/** The licence's daily status is the law module's (`@/domain/licensing`), the same the rules CLI answers. */
export * from "@/domain/licensing/status";
