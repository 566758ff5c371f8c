import {
  type DroppableContainer,
  type DroppableContainers,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { isLaneKey } from "./lanes";

const CONTROLS = "button, input, select, textarea, a, [role=combobox], [role=listbox], [role=option]";

/** Pressing a button, a select or a link inside a card uses that control; it never picks the card up. */
function startsOnControl(event: Event): boolean {
  const target = event.target;
  if (!(target instanceof Element) || target.closest("[data-drag-handle]")) return false;
  return target.closest(CONTROLS) !== null;
}

class CardMouseSensor extends MouseSensor {
  static activators = MouseSensor.activators.map((a) => ({
    ...a,
    handler: (...args: Parameters<typeof a.handler>) =>
      !startsOnControl(args[0].nativeEvent) && a.handler(...args),
  }));
}

class CardTouchSensor extends TouchSensor {
  static activators = TouchSensor.activators.map((a) => ({
    ...a,
    handler: (...args: Parameters<typeof a.handler>) =>
      !startsOnControl(args[0].nativeEvent) && a.handler(...args),
  }));
}

/** Where a carried card may stop: any card, or a column while it has none (its cards stand for it). */
export const isDropStop = (c: DroppableContainer) => !isLaneKey(c.id) || c.data.current?.empty === true;

/** Arrow keys step from card to card (and into empty columns), as in one sorted list per column. */
const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const all = args.context.droppableContainers;
  const stops = all.getEnabled().filter(isDropStop);
  const droppableContainers = {
    get: (id: UniqueIdentifier) => all.get(id),
    getEnabled: () => stops,
  } as unknown as DroppableContainers;
  return sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers } });
};

/**
 * Mouse: the card follows once moved 6 px (a click stays a click). Touch: press and hold 250 ms, so a
 * swipe still scrolls the page. Keyboard: space or enter on the card's handle, arrows, space to drop.
 */
export function useBoardSensors() {
  return useSensors(
    useSensor(CardMouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(CardTouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );
}
