import { fleetRouter } from "./routers/fleet";
import { orgRouter } from "./routers/org";
import { platformRouter } from "./routers/platform";
import { sessionRouter } from "./routers/session";
import { sitesRouter } from "./routers/sites";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  session: sessionRouter,
  org: orgRouter,
  fleet: fleetRouter,
  sites: sitesRouter,
  platform: platformRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
