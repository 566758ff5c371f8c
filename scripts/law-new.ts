/**
 * `npm run law:new -- <slug> [--key CP] [--name Campinas] [--uf SP] [--ibge 3509502] [--tz America/Sao_Paulo]
 * [--centre -47.06,-22.90] [--law "Lei nº 1.234/2024"] [--source campinas-sp-2024.txt]`
 * scaffolds `src/domain/laws/<slug>/` (a LawModule with every capability explicitly notRegulated) and
 * registers it. Then encode the law from its text: docs/rules-engine.md, "Adding a law".
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { registerInMunicipalities, registerInRegistry, SLUG, scaffoldLaw } from "./law-new/scaffold";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const [slug, ...rest] = process.argv.slice(2);
if (!slug || !SLUG.test(slug))
  fail('Informe o município como "<nome>-<uf>" em minúsculas, sem acentos: npm run law:new -- campinas-sp');
const flags = new Map<string, string>();
for (let i = 0; i < rest.length; i += 2) {
  const flag = rest[i];
  const value = rest[i + 1];
  if (!flag?.startsWith("--") || value === undefined) fail(`Opção sem valor: ${flag ?? ""}`);
  flags.set(flag.slice(2), value);
}
const uf = slug.slice(-2).toUpperCase();
const [lon, lat] = (flags.get("centre") ?? "0,0").split(",").map(Number);
const dir = join("src/domain/laws", slug);
if (existsSync(dir)) fail(`${dir} já existe.`);
const files = scaffoldLaw({
  slug,
  key: flags.get("key") ?? slug.slice(0, 2).toUpperCase(),
  name: flags.get("name") ?? slug.slice(0, -3).replace(/-/g, " "),
  uf: flags.get("uf") ?? uf,
  ibge: flags.get("ibge") ?? "0000000",
  timeZone: flags.get("tz") ?? "America/Sao_Paulo",
  centre: { lon: lon ?? 0, lat: lat ?? 0 },
  law: flags.get("law") ?? "lei municipal",
  source: flags.get("source") ?? `${slug}.txt`,
});
mkdirSync(dir, { recursive: true });
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
const registryPath = "src/domain/laws/registry.ts";
writeFileSync(registryPath, registerInRegistry(readFileSync(registryPath, "utf8"), slug));
const listPath = "src/domain/laws/municipalities.ts";
writeFileSync(listPath, registerInMunicipalities(readFileSync(listPath, "utf8"), slug));
process.stdout.write(
  `Criado ${dir}/ (${Object.keys(files).join(", ")}) e registrado em ${registryPath} e ${listPath}.\n` +
    "Agora codifique a lei a partir do texto: docs/rules-engine.md, seção “Adding a law”.\n",
);
