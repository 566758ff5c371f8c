/**
 * The words every law module and every generic helper share, with no imports: the law modules import the
 * generic helpers, and the helpers need these, so they live below both (src/domain/laws/registry.ts sits on top).
 */

/** Citation prefix of a law (`JF`, `JP`…): any registered law's. */
export type LawKey = string;
/** A served municipality's id (`juiz-de-fora-mg`…). */
export type MunicipalityId = string;

/** Explicit silence: the law does not regulate this, with the article (or the law, marked silent) and why. */
export interface NotRegulated {
  readonly notRegulated: true;
  readonly article: string;
  /** pt-BR: why there is nothing, shown to the user. */
  readonly reason: string;
}

export const notRegulated = (article: string, reason: string): NotRegulated => ({
  notRegulated: true,
  article,
  reason,
});

export function isRegulated<T extends object>(value: T | NotRegulated): value is T {
  return !("notRegulated" in value && value.notRegulated === true);
}

/** The law's silence on this, or null where it regulates it (a NotRegulated is also shaped like a Provision). */
export function silenceOf(value: object): NotRegulated | null {
  return "notRegulated" in value && value.notRegulated === true ? (value as NotRegulated) : null;
}

/** A provision the law sets, by its citation. */
export interface Provision {
  readonly article: string;
}

export interface Municipality {
  /** Ruleset id and URL slug, e.g. `juiz-de-fora-mg`. */
  id: string;
  name: string;
  uf: string;
  /** IBGE's 7-digit municipality code. */
  ibge: string;
  /** IANA zone: every local date and business day of this law is counted on it. */
  timeZone: string;
  /** Citation prefix, e.g. `JF` in `JF art. 12, §1º`. */
  lawKey: string;
  /** Where the city map opens. */
  centre: { lon: number; lat: number };
}
