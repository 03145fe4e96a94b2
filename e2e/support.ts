import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { OWN_SERVER } from './servers';

/** the app port of this worker's own server (servers.ts) */
export const port = OWN_SERVER.appPort;
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

/**
 * Saves a full-page screenshot to the git-ignored e2e/screenshots folder, for people to look at;
 * what is photographed is checked with axe-core too.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await expectAccessible(page);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * Fetches `url` from inside the page, as the browser itself would (its host names, its cookies):
 * Node cannot resolve *.localhost everywhere, so the test runner's own requests would fail.
 */
export async function fetchInPage(page: Page, url: string): Promise<{ status: number; body: Buffer }> {
  const { status, base64 } = await page.evaluate(async (address) => {
    const response = await fetch(address);
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return { status: response.status, base64: btoa(binary) };
  }, url);
  return { status, body: Buffer.from(base64, 'base64') };
}
