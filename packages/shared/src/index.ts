export * from "./constants";
export * from "./paths";
export * from "./i18n";
export * from "./schemas/api-error";
export * from "./schemas/system";
export * from "./schemas/auth";
export * from "./schemas/roster";
export * from "./schemas/reports";
