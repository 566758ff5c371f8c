export * from "./cacamba";
export * from "./order";
export * from "./pickup-deadline";
export * from "./placement";
