export { exhaustiveRoute, planRoute, type RoutePlan } from "./heuristic";
export * from "./model";
