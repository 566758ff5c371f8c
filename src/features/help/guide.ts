import type { APP_PAGES } from "@/lib/nav/app-pages";
import type { HelpShot } from "./shots";

/** A screen of the signed-in area, as `APP_PAGES` lists it: a guide cannot name one that is gone. */
export type AppPage = (typeof APP_PAGES)[number];

/** One moment of a role's day: what to do, on which screen, and (when a journey takes it) its picture. */
export interface GuideStep {
  title: string;
  /** pt-BR, a few sentences; a citation in it links to the article. */
  text: string;
  screen: AppPage;
  shot?: HelpShot;
  /** What the picture shows, for those who do not see it. */
  shotAlt?: string;
}

/** A role's day in a few steps, in the order the day goes. */
export interface Guide {
  intro: string;
  steps: readonly GuideStep[];
}
