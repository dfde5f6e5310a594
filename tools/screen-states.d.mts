import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";

export interface ScreenState {
  name: string;
  who: "anon" | "owner" | "fresh" | "guest";
  path: string;
  ready?: (page: Page) => Locator;
  act?: (page: Page) => Promise<void>;
}
export interface SeededScreens {
  owner: string;
  fresh: string;
  link: string;
}
export const SCREENS: ScreenState[];
export function seedScreens(url: string): Promise<SeededScreens>;
export function screenContext(
  browser: Browser,
  baseURL: string,
  who: ScreenState["who"],
  width: number,
  seeded: SeededScreens,
): Promise<BrowserContext>;
export function openScreen(page: Page, state: ScreenState): Promise<void>;
