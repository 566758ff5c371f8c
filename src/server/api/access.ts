import type { MemberRole } from "@/lib/roles";

/** Declared on every procedure; the builders enforce it and the isolation test enumerates it. */
export type Access =
  | { kind: "public" }
  | { kind: "user" }
  | { kind: "superadmin" }
  | {
      kind: "org";
      roles: readonly MemberRole[];
      managersOnly?: boolean;
      /** Runs even while a past_due hauler is read-only (paying, a CTR in transit, a receiver's confirmation). */
      allowWhenReadOnly?: boolean;
    };

export interface Meta {
  access: Access;
}
