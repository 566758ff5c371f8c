export * from "./accounts";
export * from "./audit";
export * from "./email-outbox";
export * from "./fleet";
export * from "./orgs";
export * from "./sign-in-attempts";
export * from "./sites";
