export * from "./auth";
export * from "./inbox";
export * from "./leads";
export * from "./operations";
export * from "./privacy";
export * from "./reports";
