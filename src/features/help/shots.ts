/**
 * The screenshots the guides show, each taken by the phone journeys (`tests/e2e/journeys/day.ts`, at
 * 360 px) when the step reaches that screen, and written to `public/ajuda/<name>.png`: they are regenerated
 * by every run of the suite, so they show the screens as they are.
 */
export const HELP_SHOTS = [
  "admin-frota",
  "fiscal-vistoria",
  "fiscal-auto",
  "despacho-colocacao",
  "despacho-quadro",
  "despacho-ctr",
  "motorista-servicos",
  "receptor-carga",
  "cliente-pedido",
] as const;

export type HelpShot = (typeof HELP_SHOTS)[number];

/** Where a shot is served from, and where the journeys write it (under `public/`). */
export const helpShotPath = (shot: HelpShot) => `/ajuda/${shot}.png`;
