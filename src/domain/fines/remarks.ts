import type { FineResult } from "./schema";

/**
 * What a screen prints under a fine: its notes, then each flag (an illegible scan, digits against words)
 * not already said in a note, with its article. A stored fine may predate flags.
 */
export function fineRemarks(fine: { notes?: readonly string[]; flags?: FineResult["flags"] }): string[] {
  const notes = [...(fine.notes ?? [])];
  const flags = (fine.flags ?? [])
    .filter((f) => !notes.includes(f.message))
    .map((f) => `${f.message} (${f.article})`);
  return [...notes, ...flags];
}
