/**
 * The chat box's "@" pop-up on the whole playground (stand-in, real bot, page), as in Discord's client: typing
 * "@" lists the members matching what follows, arrow keys or a click choose, Tab or Enter insert, and the name
 * chosen is sent as a mention that pings the member, also a name with a space ("Ana Smith"), which typing alone
 * could not mention. Screenshots of the pop-up at desktop and phone width go to artifacts/browser/. Also how
 * `?user=` finds a person whose display name is not their username.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startPlayground, type Playground } from '../../src/playground/app';
import { playgroundWorld } from '../../src/playground/web/people';
import { launchBrowser, snap } from './browser';

/** The playground's people, Ana and Caro named as many people are on Discord: with a space. */
const SPACED: Record<string, string> = { ana: 'Ana Smith', caro: 'Caro Lee' };
const world = {
  ...playgroundWorld,
  users: (playgroundWorld.users ?? []).map((u) => ({ ...u, globalName: SPACED[u.username] ?? u.globalName })),
};

let dir: string;
let playground: Playground;
let browser: Browser;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'derrick-mentions-'));
  playground = await startPlayground({
    port: 0,
    databasePath: join(dir, 'derrick.sqlite'),
    announce: false,
    world,
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await playground?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function openAs(user: string, phone = false): Promise<Page> {
  const page = await browser.newPage(
    phone
      ? { viewport: { width: 390, height: 800 }, hasTouch: true }
      : { viewport: { width: 1200, height: 800 } },
  );
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (e) => {
    throw new Error(`${user}'s page: ${e.message}`);
  });
  // By username, as a link to the playground names a person ("?user=caro" is Caro Lee).
  await page.goto(`${playground.url}/?user=${encodeURIComponent(user)}`);
  await page.waitForSelector('.channel-link');
  return page;
}

/** The names the pop-up lists, top to bottom. */
async function offered(page: Page): Promise<string[]> {
  await page.locator('#suggestions:not([hidden])').waitFor();
  return page.locator('#suggestions .suggestion-label').allTextContents();
}

/** Who the newest message in #general pings, by display name, as the stand-in resolved its mentions. */
function pingedBy(text: string): string[] {
  const message = playground.standIn.driver
    .visibleMessages('ben', 'general')
    .filter((m) => m.content.includes(text))
    .at(-1);
  return (message?.mentions ?? []).map((u) => u.global_name ?? u.username);
}

describe('?user= in the address', () => {
  /** Whom a tab opened with `?user=<wanted>` plays as, and what it says about it. */
  async function playsAs(wanted: string): Promise<{ as: string | null; said: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    page.setDefaultTimeout(10_000);
    await page.goto(`${playground.url}/?user=${wanted}`);
    await page.waitForSelector('.channel-link');
    const as = await page.locator('#user-switcher option:checked').textContent();
    const said = await page.locator('.toast').allTextContents();
    await page.close();
    return { as, said };
  }

  it('finds a member by username or by display name as typed, when the two differ', async () => {
    // Caro's username is "caro", her display name "Caro Lee": the tab played as Ana Smith, saying nobody matched.
    await expect(playsAs('caro')).resolves.toEqual({ as: 'Caro Lee', said: [] });
    await expect(playsAs('Caro%20Lee')).resolves.toEqual({ as: 'Caro Lee', said: [] });
    await expect(playsAs('caro+lee')).resolves.toEqual({ as: 'Caro Lee', said: [] });
    await expect(playsAs('CaroLee')).resolves.toEqual({ as: 'Caro Lee', said: [] });
    await expect(playsAs('BEN')).resolves.toEqual({ as: 'Ben', said: [] });
  });

  it('says whom it plays as, and who may be asked for, when nobody matches', async () => {
    await expect(playsAs('cy')).resolves.toEqual({
      as: 'Ana Smith',
      said: [
        'Nobody called “cy” here: this tab plays as Ana Smith. The people are Ana Smith (ana), Ben, Caro Lee (caro), Dev.',
      ],
    });
  });

  it('keeps the username in the address when the person is switched', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.goto(`${playground.url}/?user=ben`);
    await page.waitForSelector('.channel-link');
    await page.selectOption('#user-switcher', { label: 'Caro Lee' });
    await expect.poll(() => new URL(page.url()).searchParams.get('user')).toBe('caro');
    await page.reload();
    await page.waitForSelector('.channel-link');
    await expect(page.locator('#user-switcher option:checked').textContent()).resolves.toBe('Caro Lee');
    await page.close();
  });
});

describe('the "@" pop-up in the chat box', () => {
  it('mentions "Ana Smith" chosen from the list with the keyboard, and the message pings her', async () => {
    const ben = await openAs('ben');
    const ana = await openAs('ana');
    const input = ben.locator('#composer-input');
    await input.click();
    await input.pressSequentially('gg @a');
    await expect(offered(ben)).resolves.toEqual(['Ana Smith']);
    await input.pressSequentially('na S');
    await expect(offered(ben)).resolves.toEqual(['Ana Smith']);
    await snap(ben, 'mention-picker-desktop');
    await input.press('Tab');
    await expect(input.inputValue()).resolves.toBe('gg @Ana Smith ');
    await expect(ben.locator('#suggestions').isHidden()).resolves.toBe(true);
    await input.pressSequentially('your move');
    await input.press('Enter');
    await expect(input.inputValue()).resolves.toBe('');

    const said = ana.locator('.message:not(.ephemeral)', { hasText: 'your move' });
    await said.waitFor();
    await expect(said.locator('.mention').textContent()).resolves.toBe('@Ana Smith');
    await expect(said.evaluate((el) => el.classList.contains('mentions-me'))).resolves.toBe(true);
    expect(pingedBy('your move')).toEqual(['Ana Smith']);
    await ben.close();
    await ana.close();
  });

  it('moves with the arrow keys, takes a click, and keeps a typed "@Ben" a mention', async () => {
    const caro = await openAs('caro');
    const input = caro.locator('#composer-input');
    await input.click();
    await input.pressSequentially('@');
    // Ben spoke last in #general (the test above), naming Ana Smith: the channel's people come first.
    await expect(offered(caro)).resolves.toEqual(['Ben', 'Ana Smith', 'Caro Lee', 'Dev']);
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    await input.press('Enter');
    await expect(input.inputValue()).resolves.toBe('@Caro Lee ');
    await input.fill('');

    await input.pressSequentially('thanks @sm');
    await expect(offered(caro)).resolves.toEqual(['Ana Smith']);
    await caro.locator('#suggestions .suggestion', { hasText: 'Ana Smith' }).click();
    await expect(input.inputValue()).resolves.toBe('thanks @Ana Smith ');
    await expect(input.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await input.pressSequentially('and @Ben, nice trade');
    await expect(caro.locator('#suggestions').isHidden()).resolves.toBe(true);
    await input.press('Enter');
    await expect.poll(() => pingedBy('nice trade')).toEqual(['Ana Smith', 'Ben']);
    await caro.close();
  });

  it('offers the members for a person option after "@" too, and sends a name with a space whole', async () => {
    const ana = await openAs('ana');
    const caro = await openAs('caro');
    const input = ana.locator('#composer-input');
    await input.fill('/oil new game:oil-springs');
    await input.press('Escape');
    await input.press('Enter');
    // The reply is headed as Discord heads it, with the subcommand: "Ana Smith used /oil new".
    await expect(ana.locator('.reply-header').last().textContent()).resolves.toBe('Ana Smith used /oil new');
    await ana.locator('.channel-link.thread').first().click();
    await ana.locator('.embed-title:has-text("lobby")').waitFor();
    await caro.locator('.channel-link.thread').first().click();
    await caro.locator('.button:has-text("Join")').last().click();
    const caroSeated = ana.locator('.embed-description .mention:has-text("@Caro Lee")');
    await caroSeated.waitFor();

    // In the game's thread its players come first, as Discord lists a thread's members first: then the others.
    await input.click();
    await input.pressSequentially('@');
    await expect(offered(ana)).resolves.toEqual(['Ana Smith', 'Caro Lee', 'Ben', 'Dev']);
    await input.fill('');
    await input.pressSequentially('/oil leave player:@Caro L');
    await expect(offered(ana)).resolves.toEqual(['Caro Lee']);
    await input.press('Tab');
    await expect(input.inputValue()).resolves.toBe('/oil leave player:Caro Lee ');
    await input.press('Enter');
    // The host freed Caro Lee's seat: the lobby no longer lists her.
    await caroSeated.waitFor({ state: 'detached' });
    await expect(ana.locator('.hint-error').count()).resolves.toBe(0);
    await ana.close();
    await caro.close();
  });

  it('fits a phone: the list spans the box and a tap chooses', async () => {
    const ben = await openAs('ben', true);
    const input = ben.locator('#composer-input');
    await input.click();
    await input.pressSequentially('@ana');
    await expect(offered(ben)).resolves.toEqual(['Ana Smith']);
    const box = await ben.locator('#suggestions').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await snap(ben, 'mention-picker-phone');
    await ben.locator('#suggestions .suggestion').first().tap();
    await expect(input.inputValue()).resolves.toBe('@Ana Smith ');
    await ben.close();
  });
});
