import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '../fixtures';
import { baseUrl, PASSWORD, uniqueUsername } from '../accounts/helpers';
import { serverDataDir } from '../playwright.config';

const REPO = resolve(import.meta.dirname, '../..');

/** Creates an admin or moderator in this project's server database (the CLI is the only way), signs them in. */
export async function signInStaff(
  page: Page,
  context: BrowserContext,
  role: 'admin' | 'moderator',
): Promise<string> {
  const username = uniqueUsername(role);
  const created = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/user-create.ts', '--username', username, '--role', role],
    {
      cwd: REPO,
      env: {
        ...process.env,
        DATA_DIR: serverDataDir(test.info().project.name),
        GRIMOIRE_PASSWORD: PASSWORD,
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
    },
  );
  expect(created.status, created.stdout + created.stderr).toBe(0);
  const auth = await page.request.post('/api/authentication', {
    data: { strategy: 'local', username, password: PASSWORD },
  });
  expect(auth.status()).toBe(201);
  const { accessToken } = (await auth.json()) as { accessToken: string };
  await context.addCookies([{ name: 'grimoire_token', value: accessToken, url: baseUrl(), sameSite: 'Lax' }]);
  return accessToken;
}

/** Whether any tile canvas of the map has painted pixels (the cells are drawn on canvas tiles). */
export function paintedTiles(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLCanvasElement>('canvas.leaflet-tile')).filter((canvas) => {
        const context = canvas.getContext('2d');
        if (!context || canvas.width === 0) return false;
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) return true;
        return false;
      }).length,
  );
}

/** The place names written on the map, and how many of them overlap another on screen. */
export function placeNames(page: Page): Promise<{ names: string[]; overlapping: number }> {
  return page.evaluate(() => {
    const labels = Array.from(
      document.querySelectorAll<HTMLElement>('.leaflet-marker-pane .leaflet-marker-icon > span'),
    );
    const boxes = labels.map((label) => label.getBoundingClientRect());
    const overlapping = boxes.filter((box, i) =>
      boxes.some(
        (other, j) =>
          i !== j &&
          box.left < other.right &&
          other.left < box.right &&
          box.top < other.bottom &&
          other.top < box.bottom,
      ),
    ).length;
    return { names: labels.map((label) => label.textContent ?? ''), overlapping };
  });
}
