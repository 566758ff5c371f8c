import { accountsRouter } from "./routers/accounts";
import { addressesRouter } from "./routers/addresses";
import { billingRouter } from "./routers/billing";
import { cityRouter } from "./routers/city";
import { clientLinksRouter } from "./routers/client-links";
import { clientsRouter } from "./routers/clients";
import { ctrRouter } from "./routers/ctr";
import { dispatchRouter } from "./routers/dispatch";
import { fleetRouter } from "./routers/fleet";
import { healthRouter } from "./routers/health";
import { invoicingRouter } from "./routers/invoicing";
import { mtrRouter } from "./routers/mtr";
import { nfseRouter } from "./routers/nfse";
import { notificationsRouter } from "./routers/notifications";
import { orgRouter } from "./routers/org";
import { pixRouter } from "./routers/pix";
import { platformRouter } from "./routers/platform";
import { pricingRouter } from "./routers/pricing";
import { receivablesRouter } from "./routers/receivables";
import { sessionRouter } from "./routers/session";
import { sitesRouter } from "./routers/sites";
import { teamRouter } from "./routers/team";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  session: sessionRouter,
  org: orgRouter,
  fleet: fleetRouter,
  sites: sitesRouter,
  addresses: addressesRouter,
  platform: platformRouter,
  accounts: accountsRouter,
  team: teamRouter,
  clients: clientsRouter,
  clientLinks: clientLinksRouter,
  ctr: ctrRouter,
  mtr: mtrRouter,
  dispatch: dispatchRouter,
  billing: billingRouter,
  pricing: pricingRouter,
  invoicing: invoicingRouter,
  nfse: nfseRouter,
  pix: pixRouter,
  receivables: receivablesRouter,
  city: cityRouter,
  health: healthRouter,
  notifications: notificationsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
