import { createTRPCRouter } from "../trpc";
import { dispatchDayPlanRouter } from "./dispatch-day-plan";
import { dispatchFeaturesRouter } from "./dispatch-features";
import { dispatchJobsRouter } from "./dispatch-jobs";
import { dispatchOrdersRouter } from "./dispatch-orders";
import { dispatchPlacementsRouter } from "./dispatch-placements";
import { dispatchPositionsRouter } from "./dispatch-positions";
import { dispatchRouteRouter } from "./dispatch-route";

/** Orders, placement and dispatch (issue 5). */
export const dispatchRouter = createTRPCRouter({
  orders: dispatchOrdersRouter,
  placements: dispatchPlacementsRouter,
  jobs: dispatchJobsRouter,
  features: dispatchFeaturesRouter,
  positions: dispatchPositionsRouter,
  route: dispatchRouteRouter,
  dayPlan: dispatchDayPlanRouter,
});
