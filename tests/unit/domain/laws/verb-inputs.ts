import { citationOfKey } from "@/domain/laws/provisions";
import { lawOf } from "@/domain/laws/registry";
import { addDays } from "@/domain/time/zoned";
import { footprint, HALF_LENGTH, line, placementInput, point, polygon } from "../builders";

/**
 * A broad, generated set of inputs for every verb of `npm run rules`, per law: instants before, on and after
 * the law's first day, weekends and holidays, every provision the law has as the one breached, every
 * circumstance and history, every job kind, load, receiver and licence combination. The rulesets test runs
 * each through the verb and checks each citation of the answer against `rulesets`' list.
 */

export const LAWS = ["juiz-de-fora-mg", "joao-pessoa-pb", "cachoeiras-de-macacu-rj", "indiavai-mt"] as const;
export type LawId = (typeof LAWS)[number];

const OFFSET: Record<LawId, string> = {
  "juiz-de-fora-mg": "-03:00",
  "joao-pessoa-pb": "-03:00",
  "cachoeiras-de-macacu-rj": "-03:00",
  "indiavai-mt": "-04:00",
};

/** Local days around the law's first day and later: its eve, the day itself, a Friday, a Carnival, a year end. */
function days(m: LawId): string[] {
  const enactment = lawOf(m).enactment;
  const first = "inForceFrom" in enactment ? enactment.inForceFrom : "2025-01-01";
  return [
    addDays(first, -1),
    first,
    addDays(first, 3),
    "2025-06-06",
    "2026-02-16",
    "2026-04-03",
    "2026-12-30",
  ];
}

const instant = (m: LawId, date: string, time = "10:00:00") => `${date}T${time}${OFFSET[m]}`;

const hoursAfter = (iso: string, hours: number) =>
  new Date(Date.parse(iso) + hours * 3_600_000).toISOString();

/** Every provision of the law as its text numbers it, with its key prefix ("JF art. 12, §1º"). */
export function provisionCitations(m: LawId): string[] {
  const law = lawOf(m);
  return law.provisions.keys().map((k) => `${law.municipality.lawKey} ${citationOfKey(k)}`);
}

const east = (gap: number) => HALF_LENGTH + gap;

function placementInputs(m: LawId): unknown[] {
  const scenes: unknown[][] = [
    [],
    [point(east(1), 0, { id: "d", kind: "drain" })],
    [point(0, 0, { id: "d0", kind: "drain" }), point(0, 0, { id: "m0", kind: "manhole" })],
    [
      point(east(5), 0, { id: "b", kind: "bus_stop", signs: "single" }),
      point(east(3), 0, { id: "b2", kind: "bus_stop", signs: "start_end" }),
      point(east(1), 0, { id: "h", kind: "hydrant" }),
      point(east(2), 0, { id: "c", kind: "cross_street" }),
      point(east(0.5), 0, { id: "r", kind: "accessibility_ramp" }),
    ],
    [
      point(east(0.2), 0, { id: "e", kind: "emergency_exit" }),
      point(east(0.2), 1, { id: "g", kind: "gallery_entrance" }),
      point(east(0.2), -1, { id: "v", kind: "crowded_venue_entrance" }),
      point(east(0.5), 0, { id: "t", kind: "traffic_sign" }),
      point(east(1), 0, { id: "x", kind: "taxi_rank", radiusM: 3 }),
      point(east(1), 0, { id: "k", kind: "truck_hire_point", radiusM: 3 }),
      point(east(1), 0, { id: "bt", kind: "bus_turnaround", radiusM: 3 }),
      point(east(1), 0, { id: "es", kind: "emergency_stop", radiusM: 3 }),
      point(east(0.5), 0, { id: "ns", kind: "no_stopping_sign" }),
      point(east(0.5), 0, { id: "u", kind: "urban_equipment_access" }),
    ],
    [
      line(
        [
          [-10, 0],
          [10, 0],
        ],
        { id: "cw", kind: "crosswalk", halfWidthM: 2 },
      ),
      line(
        [
          [-30, 0],
          [30, 0],
        ],
        { id: "st", kind: "special_treatment_street", halfWidthM: 5 },
      ),
    ],
    [
      polygon(
        [
          [-20, -5],
          [20, -5],
          [20, 5],
          [-20, 5],
          [-20, -5],
        ],
        { id: "rp", kind: "rotating_parking_zone", paidHours: "Mo-Su 00:00-24:00", spaceLengthM: 5 },
      ),
    ],
  ];
  const placements: Record<string, unknown>[] = [
    {},
    { distanceToCurbM: 0 },
    { parallelToCurb: false, distanceToCurbM: 0.05 },
    { insidePropertyFeasible: true, sidewalkFeasible: true },
    { position: "sidewalk", freeSidewalkWidthM: 0.8, insidePropertyFeasible: true },
    { position: "inside_property" },
    { rotatingParkingCreditsSpaces: 1, rotatingParkingSpacesOccupied: 2 },
  ];
  const out: unknown[] = [];
  for (const date of days(m).slice(0, 4))
    for (const features of scenes)
      for (const placement of placements)
        out.push({
          ...placementInput({ municipality: m, at: instant(m, date), features, placement }),
          placement: { ...placementInput().placement, footprint: footprint(), ...placement },
        });
  return out;
}

function removalInputs(m: LawId): unknown[] {
  const out: unknown[] = [];
  for (const date of days(m)) {
    const placedAt = instant(m, date, "09:00:00");
    out.push(
      { municipality: m, placedAt },
      { municipality: m, placedAt, extraHolidays: [addDays(date, 1)] },
      { municipality: m, placedAt, fullAt: hoursAfter(placedAt, 30) },
      { municipality: m, placedAt, fullAt: hoursAfter(placedAt, 2), hazard: true },
      {
        municipality: m,
        placedAt,
        fullAt: hoursAfter(placedAt, 40),
        hazard: true,
        hazardSince: hoursAfter(placedAt, 1),
      },
      { municipality: m, placedAt, hazard: true, hazardSince: hoursAfter(placedAt, 5) },
    );
  }
  return out;
}

function identificationInputs(m: LawId): unknown[] {
  const full = {
    number: "07",
    inscriptionText: "PROIBIDO DEPOSITAR LIXO DOMÉSTICO",
    ownerName: "Caçambas Halfeld",
    phone: "(32) 3215-0000",
    complaintsPhone: "(32) 3690-0000",
    licenceNumber: "CAD-1",
    uniformPaint: true,
    retroreflectiveStrips: { count: 2, heightCm: 5, widthCm: 30.5, onTop: true, onAllSides: true },
    zebraBand: { heightCm: 10, stripeWidthCm: 10, colour: "black", onAllSides: true },
    retroreflectiveVisibleFromM: 200,
    reflectiveAdhesive: { colour: "red", grade: "diamond", onAllSides: true },
    topBorders: true,
    outerDimensionsM: { length: 2.6, width: 1.7, height: 1.3 },
    condition: { rust: false, structuralDamage: false, paintLegible: true, standingWaterOrTrash: false },
  };
  const bad = {
    number: "7",
    inscriptionText: "LIXO",
    uniformPaint: false,
    retroreflectiveStrips: { count: 1, heightCm: 2, widthCm: 10, onTop: false, onAllSides: false },
    zebraBand: { heightCm: 2, stripeWidthCm: 2, colour: "red", onAllSides: false },
    retroreflectiveVisibleFromM: 10,
    reflectiveAdhesive: { colour: "blue", grade: "none", onAllSides: false },
    topBorders: false,
    outerDimensionsM: { length: 3, width: 2, height: 1.5 },
    condition: { rust: true, structuralDamage: true, paintLegible: false, standingWaterOrTrash: true },
  };
  return [{}, full, bad].map((cacamba) => ({ municipality: m, cacamba }));
}

/** Each provision as the breach, with the circumstances, histories and configuration each law reads. */
function fineInputs(m: LawId): Record<string, unknown>[] {
  const all = provisionCitations(m);
  const dates = days(m);
  const inForce = dates[3] ?? "2025-06-06";
  const out: Record<string, unknown>[] = [];
  const fineConfig = {
    updateFactor: 1.1,
    upfCents: 10_000,
    annex: Object.fromEntries(all.map((a) => [a, { amountCents: 50_000 }])),
  };
  const at = instant(m, inForce);
  const before = (daysBefore: number) => `${addDays(inForce, -daysBefore)}T10:00:00${OFFSET[m]}`;
  const histories = [
    undefined,
    { priorInfractions: [{ article: all[0] ?? "", decidedAt: before(10) }] },
    {
      priorInfractions: [{ article: "", decidedAt: before(10) }],
      embargoes: [before(20), before(30)],
      apprehensions: [before(5)],
      suspensions: [before(40)],
    },
  ];
  const circumstances = [
    undefined,
    { attenuating: ["I"] },
    { attenuating: ["I", "II", "III", "IV"] },
    { attenuating: ["I", "II"] },
    ...["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"].map((i) => ({ aggravating: [i] })),
    { aggravating: ["I", "II"] },
    { aggravating: ["I", "II", "III"] },
    { aggravating: ["I", "II", "III", "IV"] },
    { aggravating: ["I", "II", "III", "IV", "V", "VI"], attenuating: ["I"] },
  ];
  for (const [n, article] of all.entries()) {
    for (const date of [dates[0], dates[1], dates[3], "2023-09-01"])
      if (date) out.push({ municipality: m, article, at: instant(m, date), fineConfig, severity: "leve" });
    const severities = m === "indiavai-mt" ? ["leve", "media", "grave", "muito_grave", "gravissima"] : [];
    for (const severity of severities) out.push({ municipality: m, article, at, fineConfig, severity });
    for (const history of histories) {
      const h = history && {
        ...history,
        priorInfractions: history.priorInfractions.map((p) => ({ ...p, article: p.article || article })),
      };
      out.push({ municipality: m, article, at, fineConfig, severity: "grave", history: h });
    }
    /** Every circumstance on every 8th provision and on the caçamba's own (art. 47, I; art. 75, VII). */
    const graded = n % 8 === 0 || article === "CM art. 47, I" || article === "CM art. 75, VII";
    if (m === "cachoeiras-de-macacu-rj" && graded)
      for (const c of circumstances)
        out.push({
          municipality: m,
          article,
          at,
          fineConfig,
          circumstances: c,
          history: histories[1] && { priorInfractions: [] },
        });
  }
  return out;
}

function autoInputs(m: LawId): unknown[] {
  return fineInputs(m).flatMap((input, i) =>
    i % 3 === 0
      ? [
          input,
          {
            ...input,
            noticedAt: input.at,
            decidedAt: hoursAfter(String(input.at), 24 * 30),
          },
        ]
      : [{ ...input, noticedAt: input.at }],
  );
}

function licences(validUntil: string) {
  return [
    { kind: "alvara_localizacao", number: "A-1", validFrom: "2023-01-01", validUntil },
    { kind: "tax_clearance", number: "CND-1", validFrom: "2023-01-01", validUntil },
    { kind: "municipal_registration", number: "CAD-1", validFrom: "2023-01-01", validUntil },
  ];
}

function licenceInputs(m: LawId): unknown[] {
  return days(m).flatMap((date) => [
    { municipality: m, at: instant(m, date) },
    { municipality: m, at: instant(m, date), licences: licences("2030-12-31") },
    { municipality: m, at: instant(m, date), licences: licences(date) },
    { municipality: m, at: instant(m, date), licences: licences("2024-01-01").slice(0, 1) },
  ]);
}

function receiverInputs(m: LawId): unknown[] {
  const out: unknown[] = [];
  for (const at of [instant(m, days(m)[0] ?? ""), instant(m, "2026-03-02")])
    for (const kind of ["att", "recycling", "rcc_landfill", "pev"])
      for (const load of [
        { wasteKind: "rcc", wasteClass: "A", volumeM3: 1 },
        { wasteKind: "bulky", wasteClass: "B", volumeM3: 3, forbiddenFound: ["household"] },
        { wasteKind: "rcc", wasteClass: "D", volumeM3: 0.5, forbiddenFound: ["industrial", "health_care"] },
      ])
        for (const hauler of [{ licences: [] }, { licences: licences("2030-12-31") }])
          for (const licenceValidUntil of [null, "2026-03-01", "2030-12-31"])
            out.push({
              municipality: m,
              at,
              load,
              receiver: { kind, acceptedClasses: ["A"], acceptedKinds: ["rcc"], licenceValidUntil },
              hauler,
            });
  return out;
}

function bulletinInputs(m: LawId): unknown[] {
  return days(m).map((date) => ({
    municipality: m,
    at: instant(m, date),
    haulers: [
      { orgId: "h1", legalName: "H1", taxId: "11222333000181", licences: licences("2030-12-31") },
      { orgId: "h2", legalName: "H2", licences: [] },
      { orgId: "h3", legalName: "H3", licences: licences(addDays(date, -1)) },
    ],
    receivers: [
      { orgId: "r1", legalName: "R1", licenceNumber: "LO-1", licenceValidUntil: "2030-12-31" },
      { orgId: "r2", legalName: "R2" },
    ],
  }));
}

/** The generated inputs of each verb under one law. */
export function verbInputs(m: LawId): Record<string, unknown[]> {
  return {
    "check-placement": placementInputs(m),
    "removal-deadline": removalInputs(m),
    "check-identification": identificationInputs(m),
    fine: fineInputs(m),
    "law-in-force": days(m).flatMap((d) => [
      { municipality: m, at: instant(m, d, "00:00:00") },
      { municipality: m, at: instant(m, d, "23:59:59") },
    ]),
    "ctr-required": ["drop_off", "swap", "pick_up", "dump"].map((jobKind) => ({ municipality: m, jobKind })),
    "receiver-refusals": receiverInputs(m),
    bulletin: bulletinInputs(m),
    "licence-status": licenceInputs(m),
    "deadline-notices": removalInputs(m),
    "auto-deadlines": autoInputs(m),
    rulesets: [{ municipality: m }],
  };
}
