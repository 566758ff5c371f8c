export * from "./audit";
export * from "./fleet";
export * from "./orgs";
export * from "./sign-in-attempts";
export * from "./sites";
