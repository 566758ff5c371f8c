export * from "./calls";
export * from "./status";
export * from "./systems";
export * from "./waste-codes";
export * from "./when";
