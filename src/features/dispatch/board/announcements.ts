import type { Announcements, ScreenReaderInstructions } from "@dnd-kit/core";

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    "Para mover um serviço, pressione espaço ou enter na alça. Use as setas para escolher o lugar, " +
    "espaço ou enter para soltar e escape para desistir. Os botões Subir, Descer e Mover para… fazem o mesmo.",
};

type Id = string | number;

/**
 * What a screen reader says while a card is carried, in pt-BR. `describe` names a job or a column;
 * `placeOf` says where the carried job stands now (over itself once it has entered another column).
 */
export function boardAnnouncements(describe: (id: Id) => string, placeOf: (id: Id) => string): Announcements {
  const target = (active: Id, over: Id) => (over === active ? placeOf(active) : describe(over));
  return {
    onDragStart: ({ active }) => `Serviço ${describe(active.id)} pego.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Serviço ${describe(active.id)} sobre ${target(active.id, over.id)}.`
        : `Serviço ${describe(active.id)} fora do quadro.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Serviço ${describe(active.id)} solto em ${target(active.id, over.id)}.`
        : `Serviço ${describe(active.id)} solto fora do quadro: nada mudou.`,
    onDragCancel: ({ active }) => `Movimento do serviço ${describe(active.id)} cancelado: nada mudou.`,
  };
}
