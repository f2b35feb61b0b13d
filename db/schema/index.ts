/**
 * The database schema, one file per domain. Everything is imported from here (`~db/schema`);
 * drizzle-kit reads the folder (drizzle.config.ts).
 */
export { PAYMENT_METHODS, RARITIES, type PaymentMethod, type Rarity } from "./columns";
export * from "./catalogue";
export * from "./accounts";
export * from "./wallets";
export * from "./orders";
export * from "./trading";
export * from "./lottery";
export * from "./chain";
export * from "./social";
export * from "./content";
export * from "./ops";
