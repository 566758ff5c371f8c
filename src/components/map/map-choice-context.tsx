"use client";

import { createContext, type ReactNode, useContext } from "react";
import { chooseMap, type MapChoice } from "@/lib/maps/map-choice";

// Outside a provider (never in the app: the root layout sets one) the maps fetch nothing.
const OFFLINE = chooseMap({ offline: true });
const MapChoiceContext = createContext<MapChoice>(OFFLINE);

/** The server's map choice (read from its environment per request by the root layout) for every `BaseMap`. */
export function MapChoiceProvider({ choice, children }: { choice: MapChoice; children: ReactNode }) {
  return <MapChoiceContext.Provider value={choice}>{children}</MapChoiceContext.Provider>;
}

export function useMapChoice(): MapChoice {
  return useContext(MapChoiceContext);
}
