/** An auto's deadline dates are the law module's (`@/domain/fines/deadline-dates`), the same the rules CLI answers. */
export * from "@/domain/fines/deadline-dates";
