export { type DayContext, dayContext, driveDay } from "./day-drive";
export { MAX_JOBS_PER_TRUCK_DAY } from "./day-limit";
export * from "./day-model";
export { type DayPlan, defaultRounds, type MissedDeadline, planDay } from "./day-plan";
export { exhaustiveRoute, type PlanControl, planRoute, type RoutePlan } from "./heuristic";
export * from "./model";
export { improveTour, type Tour, type TourControl } from "./tsp";
