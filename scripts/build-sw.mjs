// Bundles the service worker (src/sw/sw.ts) to public/sw.js, served from the site's root so that its
// scope is the whole app. Run by `npm run build`; public/sw.js is not committed.
import { build } from "esbuild";

await build({
  entryPoints: ["src/sw/sw.ts"],
  outfile: "public/sw.js",
  bundle: true,
  format: "iife",
  target: "es2022",
  minify: true,
  legalComments: "none",
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
});
