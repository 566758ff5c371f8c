// `npm run bench:scale`: installs the dependencies when they are missing or stale (a fresh clone), then runs
// bench/scale.bench.ts through tsx in this process.
import { ensureDependencies } from "./dependencies.mjs";

await ensureDependencies(process.cwd(), {
  next: "Depois vêm as ferramentas do sistema (wrk, haproxy, pgbouncer), o build do aplicativo e as medidas.",
});
const { register } = await import("tsx/esm/api");
register();
await import("../bench/scale.bench.ts");
