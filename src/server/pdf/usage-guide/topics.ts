import { resolveMunicipality, rulesetFor } from "@/domain";

/** One line of the guide: what the law says, with its article (or that it does not regulate it). */
export interface GuideLine {
  article: string;
  text: string;
  regulated: boolean;
}

export interface GuideTopic {
  key: "position" | "waste" | "dwell" | "transporters" | "penalties";
  title: string;
  lines: GuideLine[];
}

/**
 * The five topics of JP art. 18, §3º, III, b, filled from the rules engine's ruleset of the
 * municipality (the law is never re-encoded here: each line is a rule's summary and article).
 */
const TOPICS: { key: GuideTopic["key"]; title: string; rules: (id: string) => boolean }[] = [
  {
    key: "position",
    title: "Posicionamento e volume",
    rules: (id) =>
      [
        "position_order_sidewalk",
        "position_order_roadway",
        "parallel_to_curb",
        "bus_stop_single_sign",
        "bus_stop_start_end_signs",
        "cross_street",
        "curb_gap",
        "hydrant_drain",
        "rotating_parking",
        "urban_equipment",
        "special_treatment_street",
        "crosswalk",
        "gallery_crowded_entrance",
        "emergency_exit",
        "traffic_sign",
        "stop_places",
        "no_stopping_sign",
        "accessibility_ramp",
        "no_reserving_space",
        "placement_distances",
        "material_on_street",
        "not_parked_idle",
        "no_raised_capacity",
        "dimensions",
      ].includes(id),
  },
  {
    key: "waste",
    title: "Resíduos admitidos",
    rules: (id) => ["rcc_only", "no_organic_waste", "prior_authorization", "no_vectors"].includes(id),
  },
  {
    key: "dwell",
    title: "Quanto tempo a caçamba pode ficar",
    rules: (id) => ["max_dwell", "removal_full", "removal_hazard", "clean_on_removal"].includes(id),
  },
  {
    key: "transporters",
    title: "Transportador cadastrado",
    rules: (id) => ["licensed_only", "registered_transporter", "ctr_required"].includes(id),
  },
  {
    key: "penalties",
    title: "Penalidades",
    rules: (id) =>
      id.startsWith("fine_") ||
      [
        "reincidence_double",
        "suspension",
        "cassation",
        "specific_reincidence",
        "works_fine",
        "class_by_circumstances",
      ].includes(id),
  },
];

const UNREGISTERED_HIRING = "A contratação de transportadores não cadastrados é proibida.";

export function guideTopics(municipalityId: string): { law: string; name: string; topics: GuideTopic[] } {
  const municipality = resolveMunicipality(municipalityId);
  if (!municipality) throw new Error(`unknown municipality ${municipalityId}`);
  const ruleset = rulesetFor(municipality);
  const name = `${municipality.name}/${municipality.uf}`;
  const silent =
    ruleset.rules.find((r) => r.article.endsWith("(silente)"))?.article ??
    `${ruleset.lawKey} ${ruleset.law.title} (silente)`;
  const topics = TOPICS.map((t) => {
    const lines: GuideLine[] = ruleset.rules
      .filter((r) => t.rules(r.id) && r.status !== "configuration")
      .map((r) => ({
        article: r.article,
        text: r.status === "notRegulated" ? `Não regulado pela lei: ${r.summary}` : r.summary,
        regulated: r.status === "regulated",
      }));
    if (t.key === "transporters") {
      const rule = lines.find((l) => l.regulated);
      lines.unshift(
        rule
          ? { article: rule.article, text: UNREGISTERED_HIRING, regulated: true }
          : {
              article: silent,
              text: `${UNREGISTERED_HIRING} A lei de ${name} não trata do cadastro de transportadores; vale a regra geral de contratar só empresas licenciadas.`,
              regulated: false,
            },
      );
    }
    if (lines.length === 0)
      lines.push({
        article: silent,
        text: `A lei de ${name} não regula este ponto.`,
        regulated: false,
      });
    return { key: t.key, title: t.title, lines };
  });
  return { law: ruleset.law.title, name, topics };
}
