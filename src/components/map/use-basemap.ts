"use client";

import type { StyleSpecification } from "maplibre-gl";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { basemapProbe } from "@/lib/maps/basemap-probe";
import { chooseMap, type MapChoice } from "@/lib/maps/map-choice";
import { type ProbeAnswer, probeBasemap } from "./probe-basemap";

/** The plain style: the app's own layers on a background, nothing fetched. */
export const PLAIN_CHOICE = chooseMap({ offline: true });

// One question per basemap request and page: every map of the page gets the same answer.
const answers = new Map<string, Promise<ProbeAnswer>>();

function isStyle(body: unknown): body is StyleSpecification {
  return typeof body === "object" && body !== null && (body as { version?: unknown }).version === 8;
}

export type BasemapState =
  | { status: "probing" }
  | { status: "ready"; choice: MapChoice; failed: boolean; fail: () => void };

/**
 * The basemap a `BaseMap` draws: the server's choice once its server has answered (its style handed over
 * as fetched), or the plain style when it did not answer, or when the map reports later that the
 * basemap's style or tiles fail (`fail`). `failed` says the streets are missing.
 */
export function useBasemap(choice: MapChoice, center: { lon: number; lat: number }, zoom: number) {
  const initial = useRef({ center, zoom });
  const probe = useMemo(() => basemapProbe(choice, initial.current.center, initial.current.zoom), [choice]);
  const [probed, setProbed] = useState<{ asked: MapChoice; choice: MapChoice } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!probe) return;
    let live = true;
    const key = `${probe.url} ${probe.range ?? ""}`;
    const asked = answers.get(key) ?? probeBasemap(probe);
    answers.set(key, asked);
    asked.then((answer) => {
      if (!live) return;
      if (!answer.ok || (probe.style && !isStyle(answer.body))) return setFailed(true);
      const style = probe.style && isStyle(answer.body) ? answer.body : null;
      setProbed({ asked: choice, choice: style ? ({ ...choice, style } as MapChoice) : choice });
    });
    return () => {
      live = false;
    };
  }, [choice, probe]);
  const fail = useCallback(() => setFailed(true), []);
  if (failed) return { status: "ready", choice: PLAIN_CHOICE, failed: true, fail } satisfies BasemapState;
  // Nothing to ask (the plain style, Mapbox): drawn at once.
  if (!probe) return { status: "ready", choice, failed: false, fail } satisfies BasemapState;
  if (probed?.asked !== choice) return { status: "probing" } satisfies BasemapState;
  return { status: "ready", choice: probed.choice, failed: false, fail } satisfies BasemapState;
}
