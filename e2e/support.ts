import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const port = Number(process.env.E2E_PORT ?? 3100);
export type Area = 'candidate' | 'employer' | 'admin';

/** The origin of an area, chosen by host name as in production. */
export function areaUrl(area: Area, pathname = '/'): string {
  return `http://${area}.localhost:${port}${pathname}`;
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
} as const;

const SCREENSHOT_DIR = path.join(import.meta.dirname, 'screenshots');

/** Saves a full-page screenshot to the git-ignored e2e/screenshots folder, for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
