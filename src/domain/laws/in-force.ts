import { formatLocalDate as brDate } from "../format";
import { localDate } from "../time/zoned";
import type { Municipality, NotRegulated } from "./basics";

/**
 * When a law takes effect, and what it revokes. None of the four texts gives its gazette publication date
 * (each says it takes effect "na data de sua publicação"), so `inForceFrom` is the date the text was signed
 * or promulgated: a law is not published before it is signed, so no act before that day can fall under it.
 * Where the publication date becomes known (Diário Oficial), set `publishedOn` and `inForceFrom` to it in the
 * law's `in-force.ts`, citing the edition: it is a fact about the law, the same for every city user, not a
 * setting a tenant may change.
 */
export interface Enactment {
  /** The law as a sentence names it: "lei de Juiz de Fora de 28/07/2023". */
  law: string;
  /** The article that says when it takes effect, and its words. */
  article: string;
  text: string;
  /** Date the text was signed or promulgated (YYYY-MM-DD). */
  signedOn: string;
  /** Date of publication in the official gazette, null when the text does not give it. */
  publishedOn: string | null;
  /** First local day on which the law applies (YYYY-MM-DD). */
  inForceFrom: string;
  /** Why `inForceFrom` is that day, in pt-BR. */
  basis: string;
  /** What it revokes: a named act, or only "as disposições em contrário"; null when it revokes nothing. */
  revokes: { article: string; act: string | null; text: string } | null;
}

/** The answer for an instant before the law was in force: no verdict, deadline or amount under it. */
export interface NotInForce {
  article: string;
  inForceFrom: string;
  /** Local date (YYYY-MM-DD) of the instant asked about. */
  date: string;
  /** The act the law replaced, when it names one (JF art. 33: Lei nº 9.555/1999). */
  replaced: { act: string; article: string } | null;
  message: string;
}

/** Whether the law answers at all; a scaffolded law whose dates are not encoded yet is silent. */
export function enactmentOf(value: Enactment | NotRegulated): Enactment | null {
  return "notRegulated" in value ? null : value;
}

/** Null when the law was in force at `at` (ISO instant) on the municipality's wall clock. */
export function notInForceAt(
  enactment: Enactment | NotRegulated,
  municipality: Municipality,
  at: string,
): NotInForce | null {
  const e = enactmentOf(enactment);
  if (!e) return null;
  const date = localDate(Date.parse(at), municipality.timeZone);
  if (date >= e.inForceFrom) return null;
  const replaced = e.revokes?.act ? { act: e.revokes.act, article: e.revokes.article } : null;
  const before = replaced
    ? ` Antes dela valia a ${replaced.act}, que ela revogou (${replaced.article}); este sistema não aplica a lei revogada.`
    : e.revokes
      ? ` Ela não nomeia a lei que substituiu (${e.revokes.article} revoga só "${e.revokes.text}"): confira a legislação anterior.`
      : " Ela não revoga lei anterior: confira a legislação vigente naquela data.";
  return {
    article: e.article,
    inForceFrom: e.inForceFrom,
    date,
    replaced,
    message: `A ${e.law} não estava em vigor em ${brDate(date)}: vigora desde ${brDate(e.inForceFrom)} (${e.article}: "${e.text}"; ${e.basis}). Nada se calcula por ela antes disso.${before}`,
  };
}
