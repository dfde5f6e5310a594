// Types of tools/seed-sales.mjs for the TypeScript tests that import it.
export declare const SEED_DISHES: number;
export declare const WAITER_EVERY: number;
export declare function seedDishCents(k: number): number;
export declare function seedOrderLines(i: number): Array<[dish: number, count: number]>;
export declare function seedFinishedOrders(options: {
  dir: string;
  ownerId: string;
  userSlug?: string;
  count: number;
  currency?: string;
  endIso?: string;
  spanSeconds?: number;
  tableSlug?: string;
}): void;
export declare function seedStorage(options: {
  dir: string;
  ownerId: string;
  count: number;
  items?: number;
  spanSeconds?: number;
}): void;
