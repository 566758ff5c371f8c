import { describe, expect, it } from "vitest";
import {
  type CtrCanonicalInput,
  canonicalCtr,
  ctrArticle,
  ctrContentHash,
  ctrDuty,
  ctrGrounds,
  ctrTransition,
  formatCtrNumber,
  gateGrounds,
  gateRefusals,
  isReceiptOverdue,
  jobNeedsCtr,
  maskCpf,
  maskPersonName,
  parseCtrNumber,
  refusalGround,
  WASTE_CLASS_INFO,
} from "@/domain/ctr";
import { gateArticles, gateOf } from "@/domain/laws/gate";

/** Hash of `sample` under canonical form ctr-v1: changing the form breaks every printed CTR. */
const GOLDEN = "17003856878166e5893789905cf125e09910d8c371f74cd085e5a7a52948b6f9";

const sample: CtrCanonicalInput = {
  number: "2026/000123",
  issuedAt: new Date("2026-03-10T13:05:00Z"),
  generator: { name: "Construtora Morro do Imperador", taxId: "11222333000181", address: "Rua Halfeld, 100" },
  origin: { address: "Rua Halfeld, 100", municipalityId: "juiz-de-fora-mg" },
  transporter: {
    name: "Caçambas Halfeld",
    taxId: "11444777000161",
    licenceNumber: "ALV-2026-0001",
    truckPlate: "ABC1D23",
    driverName: "João",
    cacambaNumber: 3,
  },
  waste: { kind: "rcc", class: "A", material: "Concreto e tijolos", volumeM3: 5 },
  destination: {
    name: "ATT Paraibuna",
    taxId: "11222333000181",
    licenceNumber: "LO-77",
    kind: "att",
    address: "Estrada X, km 3",
  },
};

describe("CTR number", () => {
  it("formats per year with six digits", () => {
    expect(formatCtrNumber(2026, 123)).toBe("2026/000123");
    expect(() => formatCtrNumber(2026, 0)).toThrow();
  });
  it("reads what an operator types", () => {
    expect(parseCtrNumber("2026/000123")).toEqual({ year: 2026, seq: 123 });
    expect(parseCtrNumber(" 2026/123 ")).toEqual({ year: 2026, seq: 123 });
    expect(parseCtrNumber("2026-7")).toEqual({ year: 2026, seq: 7 });
    expect(parseCtrNumber("2026000123")).toEqual({ year: 2026, seq: 123 });
    expect(parseCtrNumber("abc")).toBeNull();
    expect(parseCtrNumber("2026/0")).toBeNull();
  });
});

describe("status machine", () => {
  it("allows issued → in_transit → received | rejected and cancel before receipt", () => {
    expect(ctrTransition("issued", "depart")).toEqual({ ok: true, to: "in_transit" });
    expect(ctrTransition("in_transit", "receive")).toEqual({ ok: true, to: "received" });
    expect(ctrTransition("in_transit", "reject")).toEqual({ ok: true, to: "rejected" });
    expect(ctrTransition("issued", "cancel")).toEqual({ ok: true, to: "cancelled" });
    expect(ctrTransition("in_transit", "cancel")).toEqual({ ok: true, to: "cancelled" });
  });
  it("refuses illegal transitions with a pt-BR reason", () => {
    const r = ctrTransition("received", "cancel");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain("antes do recebimento");
    expect(ctrTransition("cancelled", "receive").ok).toBe(false);
    expect(ctrTransition("rejected", "receive").ok).toBe(false);
    expect(ctrTransition("in_transit", "depart").ok).toBe(false);
  });
});

describe("canonical form and hash", () => {
  it("is stable and sensitive to every printed field", async () => {
    const h1 = await ctrContentHash(sample);
    expect(h1).toMatch(/^[0-9a-f]{64}$/);
    expect(await ctrContentHash({ ...sample })).toBe(h1);
    expect(await ctrContentHash({ ...sample, waste: { ...sample.waste, volumeM3: 5.01 } })).not.toBe(h1);
    expect(canonicalCtr(sample)).toContain("waste.volume_m3=5.00\n");
  });
  it("normalizes Unicode and spaces", async () => {
    const decomposed = { ...sample, transporter: { ...sample.transporter, name: "Cac\u0327ambas  Halfeld" } };
    expect(await ctrContentHash(decomposed)).toBe(await ctrContentHash(sample));
  });
});

describe("gate admissibility, by the law of the receiver's municipality", () => {
  const att = {
    kind: "att" as const,
    acceptedClasses: ["A", "B"] as const,
    acceptedKinds: ["rcc"] as const,
    licenceValidUntil: "2027-01-01",
  };
  const jp = gateOf("joao-pessoa-pb");
  const refused = {
    wasteKind: "bulky",
    wasteClass: "D",
    volumeM3: 5,
    forbiddenFound: ["health_care"],
  } as const;
  const pev = { ...att, kind: "pev" as const, licenceValidUntil: "2026-01-01" };
  const pevLoad = { wasteKind: "rcc", wasteClass: "A", volumeM3: 2 } as const;

  it.each(["joao-pessoa-pb", "juiz-de-fora-mg", "cachoeiras-de-macacu-rj", "indiavai-mt"])(
    "accepts an admissible load in %s",
    (m) => {
      expect(
        gateRefusals({ wasteKind: "rcc", wasteClass: "A", volumeM3: 5 }, att, "2026-05-01", gateOf(m)),
      ).toEqual([]);
    },
  );
  it("JP: forbidden waste, classes and kinds not licensed, each with its article", () => {
    const r = gateRefusals(refused, att, "2026-05-01", jp);
    expect(r.map((x) => [x.code, x.article])).toEqual([
      ["forbidden_waste", "JP art. 19, §5º, II"],
      ["class_not_accepted", "JP art. 23; CONAMA 307, art. 10"],
      ["kind_not_accepted", "JP art. 19, §4º"],
    ]);
  });
  it("JP: a PEV takes up to 1 m³ (art. 15, §1º–§2º) and a lapsed receiver licence refuses (art. 19, II)", () => {
    const r = gateRefusals(pevLoad, pev, "2026-05-01", jp);
    expect(r.map((x) => [x.code, x.article])).toEqual([
      ["pev_volume", "JP art. 15, §1º–§2º"],
      ["receiver_licence", "JP art. 19, II"],
    ]);
  });
  it.each([
    ["juiz-de-fora-mg", "A lei de Juiz de Fora", "JF art. 22"],
    ["cachoeiras-de-macacu-rj", "A Lei nº 2.515/2021", null],
    ["indiavai-mt", "O Código de Limpeza Urbana", null],
  ])(
    "%s cites no other city's article: the licence decides and the message says the law is silent",
    (m, law, licence) => {
      const r = gateRefusals(refused, att, "2026-05-01", gateOf(m));
      expect(r.map((x) => [x.code, x.article])).toEqual([
        ["forbidden_waste", null],
        ["class_not_accepted", "CONAMA 307, art. 10"],
        ["kind_not_accepted", null],
      ]);
      expect(r[0]?.message).toContain(
        `Recusa pela licença do receptor: ela cobre só RCC e volumosos. ${law} não trata`,
      );
      expect(r.map(refusalGround)).toEqual([
        "licença do receptor",
        "CONAMA 307, art. 10",
        "licença do receptor",
      ]);
      expect(r.map((x) => x.message).join(" ")).not.toContain("JP");
      // No 1 m³ limit where the law sets none; a lapsed licence still refuses, with JF's own art. 22.
      const p = gateRefusals(pevLoad, pev, "2026-05-01", gateOf(m));
      expect(p.map((x) => [x.code, x.article])).toEqual([["receiver_licence", licence]]);
    },
  );
  it("rejections may cite only the receiver's law's articles", () => {
    expect(gateArticles(jp)).toEqual([
      "JP art. 19, §5º, I",
      "JP art. 19, §5º, II",
      "JP art. 23; CONAMA 307, art. 10",
      "JP art. 19, §4º",
      "JP art. 15, §1º–§2º",
      "JP art. 19, II",
      "JP art. 7º, §4º, I",
      "JP art. 8º",
    ]);
    expect(gateArticles(gateOf("juiz-de-fora-mg"))).toEqual(["CONAMA 307, art. 10", "JF art. 22"]);
    expect(gateArticles(gateOf("nowhere"))).toEqual(["CONAMA 307, art. 10"]);
  });
});

describe("privacy and overdue", () => {
  it("masks a CPF and a person's name", () => {
    expect(maskCpf("12345678901")).toBe("***.456.789-**");
    expect(maskPersonName("Maria da Silva Souza")).toBe("Maria S. S.");
  });
  it("flags CTRs without receipt after N days", () => {
    const issued = new Date("2026-05-01T12:00:00Z");
    expect(isReceiptOverdue("issued", issued, new Date("2026-05-03T11:59:00Z"), 2)).toBe(false);
    expect(isReceiptOverdue("in_transit", issued, new Date("2026-05-03T12:00:00Z"), 2)).toBe(true);
    expect(isReceiptOverdue("received", issued, new Date("2026-06-01T00:00:00Z"), 2)).toBe(false);
  });
  it("prints the amended CONAMA 307 wording", () => {
    expect(WASTE_CLASS_INFO.B.definition).toContain("gesso");
    expect(WASTE_CLASS_INFO.B.definition).toContain("embalagens vazias de tintas imobiliárias");
    expect(WASTE_CLASS_INFO.D.definition).toContain("amianto");
    expect(WASTE_CLASS_INFO.C.definition).not.toContain("gesso");
  });
});

describe("canonical form is frozen", () => {
  it("keeps the hash printed on documents already issued (golden value)", async () => {
    expect(canonicalCtr(sample).split("\n")[0]).toBe("version=ctr-v1");
    expect(await ctrContentHash(sample)).toBe(GOLDEN);
  });
});

describe("jobNeedsCtr", () => {
  it("a pick-up, a swap and a dump move a load; a drop-off does not", () => {
    expect(["pick_up", "swap", "dump", "drop_off"].map(jobNeedsCtr)).toEqual([true, true, true, false]);
  });
});

describe("ctrDuty: the grounds come from the job's municipality", () => {
  it.each([
    ["joao-pessoa-pb", "JP art. 18, §2º, III", "JP art. 18, §2º, III"],
    [
      "juiz-de-fora-mg",
      null,
      "exigido pela Caçamba Certa em toda carga; a lei de Juiz de Fora não trata do CTR",
    ],
    [
      "cachoeiras-de-macacu-rj",
      null,
      "exigido pela Caçamba Certa em toda carga; a lei de Cachoeiras de Macacu não trata do CTR",
    ],
    ["indiavai-mt", null, "exigido pela Caçamba Certa em toda carga; a lei de Indiavaí não trata do CTR"],
    [null, null, "exigido pela Caçamba Certa em toda carga; a lei do município não trata do CTR"],
  ])("%s", (municipality, article, grounds) => {
    expect(ctrDuty(municipality)).toEqual({ article, grounds });
  });
});

describe("ctrArticle / ctrGrounds: each screen cites the law of its own municipality", () => {
  it.each([
    ["required", "joao-pessoa-pb", "JP art. 18, §2º, III"],
    ["keptAtWorks", "joao-pessoa-pb", "JP art. 12, §4º"],
    ["required", "juiz-de-fora-mg", null],
    ["keptAtWorks", "cachoeiras-de-macacu-rj", null],
  ] as const)("%s in %s", (rule, municipality, article) => {
    expect(ctrArticle(rule, municipality)).toBe(article);
  });
  it("where the law is silent, the grounds say so and whose rule it is", () => {
    expect(ctrGrounds("required", "juiz-de-fora-mg")).toBe(
      "regra da Caçamba Certa; a lei de Juiz de Fora não trata disso",
    );
    expect(ctrGrounds("keptAtWorks", "joao-pessoa-pb")).toBe("JP art. 12, §4º");
    expect(ctrGrounds("required", null)).toBe("regra da Caçamba Certa; a lei do município não trata disso");
  });
  it("the receiver's gate in one sentence, by the receiver's law", () => {
    expect(gateGrounds("joao-pessoa-pb")).toBe(
      "Cargas de transportador sem licença no município (JP art. 19, §5º, I) e resíduos que o receptor não pode receber (JP art. 19, §5º, II; JP art. 23; CONAMA 307, art. 10; JP art. 19, §4º) são recusados.",
    );
    expect(gateGrounds("juiz-de-fora-mg")).toBe(
      "Resíduos que a licença do receptor não aceita são recusados (CONAMA 307, art. 10). A lei de Juiz de Fora não trata da recusa, pelo receptor, de cargas de transportadores não licenciados.",
    );
    expect(gateGrounds(null)).toContain("(CONAMA 307, art. 10)");
  });
});
