/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ["@electric-sql/pglite", "postgres"],
  allowedDevOrigins: ["127.0.0.1"],
  typedRoutes: false,
  // `npm test` typechecks the whole project; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  turbopack: {
    // The browser's moment-timezone holds Brazil's zones, not the world's (src/lib/browser/moment-timezone-br.ts).
    resolveAlias: { "moment-timezone": { browser: "./src/lib/browser/moment-timezone-br.ts" } },
  },
};

export default nextConfig;
