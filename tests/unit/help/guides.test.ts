import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { citedParts } from "@/domain/laws/citations";
import { GUIDE_ROLES, GUIDES, navOf } from "@/features/help/guides";
import { HELP_SHOTS, helpShotPath } from "@/features/help/shots";
import { stepLink } from "@/features/help/step-link";

const APP_DIR = join(process.cwd(), "src", "app", "(app)");
const PUBLIC_DIR = join(process.cwd(), "public");
const SHOTS_DIR = join(PUBLIC_DIR, "ajuda");
const JOURNEY_STEPS = readFileSync(join(process.cwd(), "tests/e2e/journeys/day.ts"), "utf8");
/** A phone screenshot the README and `/ajuda` load: small enough for a phone on a weak signal. */
const MAX_SHOT_BYTES = 80_000;

const steps = GUIDE_ROLES.flatMap((role) => GUIDES[role].steps.map((step) => ({ role, step })));

describe("the guides of /ajuda", () => {
  it("name only screens that exist: each step's screen is a page.tsx of the signed-in area", () => {
    const gone = steps
      .filter(({ step }) => !existsSync(join(APP_DIR, ...step.screen.split("/").filter(Boolean), "page.tsx")))
      .map(({ role, step }) => `${role}: “${step.title}” → ${step.screen}`);
    expect(gone).toEqual([]);
  });

  it("show only pictures the suite took: each is in public/ajuda and is taken by a phone journey", () => {
    const shots = steps.flatMap(({ step }) => (step.shot ? [step.shot] : []));
    expect(shots.filter((s) => !existsSync(join(PUBLIC_DIR, helpShotPath(s))))).toEqual([]);
    expect(shots.filter((s) => !JOURNEY_STEPS.includes(`shot("${s}"`))).toEqual([]);
  });

  it("use every picture the journeys take, and public/ajuda holds no other", () => {
    const used = new Set(steps.flatMap(({ step }) => (step.shot ? [step.shot] : [])));
    expect(HELP_SHOTS.filter((s) => !used.has(s))).toEqual([]);
    const files = readdirSync(SHOTS_DIR).filter((f) => f.endsWith(".png"));
    expect(files.sort()).toEqual(HELP_SHOTS.map((s) => `${s}.png`).sort());
  });

  it("keep the pictures small (phone width, compressed)", () => {
    const big = HELP_SHOTS.map((s) => ({
      s,
      bytes: statSync(join(PUBLIC_DIR, helpShotPath(s))).size,
    })).filter(({ bytes }) => bytes > MAX_SHOT_BYTES);
    expect(big).toEqual([]);
  });

  it("give each role a day of several steps, each titled once, with words for every picture", () => {
    for (const role of GUIDE_ROLES) {
      const guide = GUIDES[role];
      expect(guide.steps.length, role).toBeGreaterThanOrEqual(3);
      const titles = guide.steps.map((s) => s.title);
      expect(new Set(titles).size, role).toBe(titles.length);
      for (const step of guide.steps) if (step.shot) expect(step.shotAlt, step.title).toBeTruthy();
    }
  });

  it("give every role a guide, the platform's superadmin too, with “Ajuda” in its menu", () => {
    for (const role of GUIDE_ROLES)
      expect(
        navOf(role).map((n) => n.label),
        role,
      ).toContain("Ajuda");
    expect(GUIDE_ROLES).toContain("platform");
  });

  it("link each step to where it happens, named as the menu names it (never “Abrir esta tela”)", () => {
    const unlinked = steps
      .filter(({ role, step }) => !stepLink(step.screen, navOf(role)))
      .map(({ role, step }) => `${role}: “${step.title}” → ${step.screen}`);
    expect(unlinked).toEqual([]);
    expect(stepLink("/pedidos/[id]/colocacao", navOf("dispatcher"))?.label).toBe("Pedidos");
    expect(stepLink("/ctrs/novo", navOf("dispatcher"))?.label).toBe("CTRs");
    expect(stepLink("/fiscalizacao/autos/novo", navOf("auditor"))?.href).toBe("/fiscalizacao");
  });

  it("cite only articles of a law the product serves", () => {
    const dangling = steps.flatMap(({ step }) =>
      [...step.text.matchAll(/\b[A-Z]{2,3} arts?\. \d+/g)]
        .map((m) => m[0])
        .filter((c) => !citedParts(c).some((p) => p.href)),
    );
    expect(dangling).toEqual([]);
  });
});
