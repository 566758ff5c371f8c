import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";
import { isLaneKey } from "./lanes";

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    "Para mover um serviço, pressione espaço ou enter na alça. Use as setas para escolher o lugar, " +
    "espaço ou enter para soltar e escape para desistir. Os botões Subir, Descer e Mover para… fazem o mesmo.",
};

type Id = string | number;

const CONTRACTIONS: Record<string, string> = { a: "na", o: "no", as: "nas", os: "nos" };

/**
 * "em" before an article as Portuguese writes it: "solto em a posição 1" → "solto na posição 1",
 * "em o" → "no" (the names of jobs and columns begin with an article when they need one).
 */
export function contractEm(text: string): string {
  return text.replace(/\bem (as|os|a|o) /g, (_, article: string) => `${CONTRACTIONS[article]} `);
}

/**
 * What a screen reader says while a card is carried, in pt-BR. `describe` names a job or a column;
 * `placeOf` says where the carried job stands now (over itself once it has entered another column).
 */
export function boardAnnouncements(describe: (id: Id) => string, placeOf: (id: Id) => string): Announcements {
  const target = (active: Id, over: Id) => (over === active ? placeOf(active) : describe(over));
  /** Dropped over another job, the carried one takes its place. */
  const dropTarget = (active: Id, over: Id) =>
    over === active || isLaneKey(over) ? target(active, over) : `o lugar de ${describe(over)}`;
  const say = (text: string) => contractEm(text);
  return {
    onDragStart: ({ active }) => say(`Serviço ${describe(active.id)} pego.`),
    onDragOver: ({ active, over }) =>
      say(
        over
          ? `Serviço ${describe(active.id)} sobre ${target(active.id, over.id)}.`
          : `Serviço ${describe(active.id)} fora do quadro.`,
      ),
    onDragEnd: ({ active, over }) =>
      say(
        over
          ? `Serviço ${describe(active.id)} solto em ${dropTarget(active.id, over.id)}.`
          : `Serviço ${describe(active.id)} solto fora do quadro: nada mudou.`,
      ),
    onDragCancel: ({ active }) => say(`Movimento do serviço ${describe(active.id)} cancelado: nada mudou.`),
  };
}
