export { MAX_JOBS_PER_TRUCK_DAY } from "./day-limit";
export { exhaustiveRoute, type PlanControl, planRoute, type RoutePlan } from "./heuristic";
export * from "./model";
