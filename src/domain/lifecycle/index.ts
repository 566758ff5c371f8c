export * from "./cacamba";
export * from "./order";
export * from "./placement";
