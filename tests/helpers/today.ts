import { formatIsoDate, isoDateIn } from "@/lib/format";

/**
 * Today on the laws' wall clock (America/Sao_Paulo), as the server counts it. Never UTC's date: from
 * 21:00 in Brazil it is already tomorrow there, and a test written with it fails every evening.
 */
export const today = () => isoDateIn(new Date());

/** `today()` as a person types it: dd/mm/aaaa. */
export const todayBr = () => formatIsoDate(today());
