/**
 * The playground page on its own, over the fake backend: what it draws, how the command box, buttons, selects
 * and modals behave with mouse and keyboard, that ephemerals reach only their person, and the phone layout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { startPageServer, type PageServer } from '../../src/playground/web/server';
import { launchBrowser, snap } from './browser';
import { FakeBackend } from './fake-backend';

let server: PageServer;
let backend: FakeBackend;
let browser: Browser;

beforeAll(async () => {
  backend = new FakeBackend();
  server = await startPageServer({ port: 0, backend });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openAs(user: string, viewport = { width: 1100, height: 800 }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  page.setDefaultTimeout(5000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}/?user=${user}`);
  await page.waitForSelector('.channel-link');
  await page.waitForSelector('#messages .channel-start');
  expect(errors).toEqual([]);
  return page;
}

async function runCommand(page: Page, text: string): Promise<void> {
  await page.fill('#composer-input', text);
  await page.locator('#composer-input').press('Escape');
  await page.locator('#composer-input').press('Enter');
}

/** How many of the image's pixels are coloured (opaque, not grey), drawn at its size on the page. */
function colouredPixels(img: Locator): Promise<number> {
  return img.evaluate((el) => {
    const image = el as HTMLImageElement;
    if (!image.complete || image.naturalWidth === 0) return 0;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(image.width);
    canvas.height = Math.round(image.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) return 0;
    ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let coloured = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r = 0, g = 0, b = 0, a = 0] = data.slice(i, i + 4);
      if (a > 128 && Math.max(r, g, b) - Math.min(r, g, b) > 60) coloured++;
    }
    return coloured;
  });
}

describe('the playground page', () => {
  it('shows the server, its channels and the person the tab plays as', async () => {
    const page = await openAs('caro');
    await expect(page.locator('#guild-name').textContent()).resolves.toBe('Derrick Playground');
    await expect(page.locator('.channel-link').allTextContents()).resolves.toEqual([
      '#general',
      '#oil-springs',
    ]);
    await expect(page.locator('#user-switcher option:checked').textContent()).resolves.toBe('Caro');
    await expect(page.locator('.channel-title').textContent()).resolves.toContain('general');
    await page.close();
  });

  it('says so when ?user= names nobody here, rather than acting as the first person without a word', async () => {
    // A playtest opened tabs as ?user=cy and ?user=dee (the people are Ana, Ben, Caro and Dev): both acted as Ana.
    const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
    page.setDefaultTimeout(5000);
    await page.goto(`${server.url}/?user=cy`);
    await page.waitForSelector('.channel-link');
    await expect(page.locator('#user-switcher option:checked').textContent()).resolves.toBe('Ana');
    await expect(page.locator('.toast').allTextContents()).resolves.toEqual([
      'Nobody called “cy” here: this tab plays as Ana. The people are Ana, Ben, Caro, Dev.',
    ]);
    await page.close();
    // A name in another case, or an id, is someone: nothing to say.
    const known = await browser.newPage({ viewport: { width: 1100, height: 800 } });
    await known.goto(`${server.url}/?user=BEN`);
    await known.waitForSelector('.channel-link');
    await expect(known.locator('#user-switcher option:checked').textContent()).resolves.toBe('Ben');
    await expect(known.locator('.toast').count()).resolves.toBe(0);
    await known.close();
  });

  it('suggests commands, subcommands, options and choices, and runs a command from the keyboard', async () => {
    const page = await openAs('ana');
    const input = page.locator('#composer-input');
    await input.focus();
    await page.keyboard.type('/de');
    await expect(page.locator('.suggestion').first().textContent()).resolves.toContain('/demo');
    await page.keyboard.press('Tab');
    await expect(input.inputValue()).resolves.toBe('/demo ');
    await expect(page.locator('.suggestion-label').allTextContents()).resolves.toEqual([
      '/demo show',
      '/demo ping',
    ]);
    await page.keyboard.press('Enter');
    await expect(input.inputValue()).resolves.toBe('/demo show ');
    // Required options come first.
    await expect(page.locator('.suggestion-label').first().textContent()).resolves.toBe('flavour:');
    await page.keyboard.press('Enter');
    await expect(page.locator('.suggestion-label').allTextContents()).resolves.toEqual([
      'Everything',
      'Secret (ephemeral)',
      'Thread',
    ]);
    await page.keyboard.type('every');
    await page.keyboard.press('Enter');
    // The box shows the choice's name, as Discord does; the command sends its value.
    await expect(input.inputValue()).resolves.toBe('/demo show flavour:Everything ');
    await snap(page, 'page-command-box');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.embed');
    await expect(input.inputValue()).resolves.toBe('');
    await expect(page.locator('.reply-header').last().textContent()).resolves.toContain(
      'Ana used /demo show',
    );
    expect(backend.log.at(-1)?.detail).toContain('{"name":"flavour","type":3,"value":"everything"}');
    await page.close();
  });

  it("asks the bot's autocomplete for an option's values", async () => {
    const page = await openAs('ana');
    await page.locator('#composer-input').focus();
    await page.keyboard.type('/demo show flavour:everything spot:b');
    await page.waitForSelector('.suggestion-label:has-text("B7 (ore 5)")');
    await expect(page.locator('.suggestion-label').allTextContents()).resolves.toEqual([
      'A2 (brick 8)',
      'B7 (ore 5)',
    ]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // The box shows the choice's name, as Discord does, and the command sends its value ("b7").
    await expect(page.locator('#composer-input').inputValue()).resolves.toBe(
      '/demo show flavour:everything spot:B7 (ore 5) ',
    );
    await page.keyboard.press('Enter');
    await expect(page.locator('#composer-input').inputValue()).resolves.toBe('');
    expect(backend.log.at(-1)?.detail).toContain('{"name":"spot","type":3,"value":"b7"}');
    await page.close();
  });

  it('puts a True/False option in the box as shown in the suggestions, and sends it as a boolean', async () => {
    const page = await openAs('ana');
    const input = page.locator('#composer-input');
    await input.focus();
    await page.keyboard.type('/demo show flavour:everything loud:');
    await expect(page.locator('.suggestion-label').allTextContents()).resolves.toEqual(['True', 'False']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // Discord shows the pick as "False" in the box too: the box put "false" where the list said "False".
    await expect(input.inputValue()).resolves.toBe('/demo show flavour:everything loud:False ');
    await page.keyboard.press('Enter');
    await expect(input.inputValue()).resolves.toBe('');
    expect(backend.log.at(-1)?.detail).toContain('{"name":"loud","type":5,"value":false}');
    await page.close();
  });

  it('wraps a long autocomplete choice inside the suggestion list on a phone, where it ran off its edge', async () => {
    const page = await openAs('ana', { width: 390, height: 844 });
    await page.locator('#composer-input').focus();
    await page.keyboard.type('/demo show flavour:everything spot:e5');
    const label = page.locator('.suggestion-label', { hasText: 'E5 (far north' });
    await label.waitFor();
    const list = await page.locator('#suggestions').boundingBox();
    const box = await label.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(list!.x + list!.width);
    await expect(
      page.locator('#suggestions').evaluate((el) => el.scrollWidth <= el.clientWidth),
    ).resolves.toBe(true);
    await snap(page, 'page-phone-long-suggestion');
    await page.close();
  });

  it('explains a line it cannot run instead of sending it', async () => {
    const page = await openAs('ana');
    await runCommand(page, '/demo show');
    await expect(page.locator('.hint-error').textContent()).resolves.toContain('Missing flavour:');
    await runCommand(page, '/demo show flavour:everything count:9');
    await expect(page.locator('.hint-error').textContent()).resolves.toBe('count: must be at most 5.');
    await runCommand(page, '/nope');
    await expect(page.locator('.hint-error').textContent()).resolves.toBe('There is no command /nope.');
    expect(backend.log.filter((l) => l.detail.includes('count'))).toEqual([]);
    await page.close();
  });

  it("keeps a draft per channel and person, as Discord does, and leaves a line's error in its channel", async () => {
    // A playtest: the box was shared, so a half-typed line and "There is no command /nope." followed the person
    // into every channel, and into the next person's tab after a switch.
    const page = await openAs('ana');
    const input = page.locator('#composer-input');
    const channel = (name: string) => page.locator('.channel-link', { hasText: name }).click();
    await runCommand(page, '/nope');
    await expect(page.locator('.hint-error').textContent()).resolves.toBe('There is no command /nope.');
    await channel('oil-springs');
    await expect(page.locator('.channel-title').textContent()).resolves.toContain('oil-springs');
    await expect(input.inputValue()).resolves.toBe('');
    await expect(page.locator('.hint-error').count()).resolves.toBe(0);
    await input.fill('half a thought');
    await channel('general');
    await expect(input.inputValue()).resolves.toBe('/nope');
    await expect(page.locator('.hint-error').count()).resolves.toBe(0);
    await channel('oil-springs');
    await expect(input.inputValue()).resolves.toBe('half a thought');
    // Another person in the same channel has a box of their own; Ana's draft waits for her.
    await page.selectOption('#user-switcher', { label: 'Ben' });
    await expect(page.locator('#me-name').textContent()).resolves.toBe('Ben');
    await expect(input.inputValue()).resolves.toBe('');
    await input.fill('Ben here');
    await page.selectOption('#user-switcher', { label: 'Ana' });
    await expect(input.inputValue()).resolves.toBe('half a thought');
    await page.selectOption('#user-switcher', { label: 'Ben' });
    await expect(input.inputValue()).resolves.toBe('Ben here');
    // A sent line leaves no draft behind (sent in #general: a later test counts #oil-springs' messages).
    await channel('general');
    await expect(input.inputValue()).resolves.toBe('');
    await input.fill('Ben says hi');
    await input.press('Enter');
    await page.waitForSelector('.md:has-text("Ben says hi")');
    await channel('oil-springs');
    await expect(input.inputValue()).resolves.toBe('Ben here');
    await channel('general');
    await expect(input.inputValue()).resolves.toBe('');
    await page.close();
  });

  it('lays inline embed fields out as Discord does: two side by side take half the width each, not a third', async () => {
    const page = await openAs('ana');
    await runCommand(page, '/demo show flavour:everything');
    const message = page.locator('.message', { has: page.locator('.embed') }).last();
    await message.waitFor();
    const grid = await message.locator('.embed-fields').boundingBox();
    const widths = await message
      .locator('.embed-field.inline')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
    expect(widths).toHaveLength(2);
    for (const w of widths) expect(w).toBeGreaterThan(grid!.width * 0.45);
    await page.close();
  });

  it('draws embeds, images, buttons of every style and a select; an image enlarges on click', async () => {
    const page = await openAs('ana');
    await runCommand(page, '/demo show flavour:everything');
    const message = page.locator('.message', { has: page.locator('.embed') }).last();
    await message.waitFor();
    await expect(message.locator('.embed-title').textContent()).resolves.toBe('Oil Springs');
    await expect(message.locator('.embed-field-name').allTextContents()).resolves.toEqual(['Ana', 'Ben']);
    await expect(message.locator('.mention').first().textContent()).resolves.toBe('@Ben');
    const classes = await message
      .locator('.action-row .button')
      .evaluateAll((els) => els.map((e) => e.className));
    expect(classes).toEqual([
      'button primary',
      'button secondary',
      'button success',
      'button danger',
      'button secondary',
    ]);
    await expect(message.locator('button:has-text("Build city")').isDisabled()).resolves.toBe(true);
    const image = message.locator('.embed-image');
    await expect(image.getAttribute('alt')).resolves.toBe('The board: Ana leads with 4 points');
    await message.locator('.embed-image-wrap').click();
    await page.waitForSelector('dialog.lightbox[open]');
    await snap(page, 'page-lightbox');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog.lightbox').count()).toBe(0);
    await page.close();
  });

  it('sends a button click and shows the edited message live in every tab', async () => {
    const ana = await openAs('ana');
    const ben = await openAs('ben');
    await runCommand(ana, '/demo show flavour:everything');
    const benMessage = ben.locator('.message', { has: ben.locator('button:has-text("Vote")') }).last();
    await benMessage.waitFor();
    const before = backend.log.filter((l) => l.kind === 'click').length;
    // From the keyboard: focus the button, press Enter.
    await ana
      .locator('.message', { has: ana.locator('button:has-text("Vote")') })
      .last()
      .locator('button:has-text("Vote")')
      .focus();
    await ana.keyboard.press('Enter');
    await ben.waitForSelector('.md:has-text("Votes:")');
    expect(backend.log.filter((l) => l.kind === 'click').length).toBe(before + 1);
    expect(backend.log.at(-1)).toMatchObject({ kind: 'click', user: '1', detail: 'vote' });
    await ana.close();
    await ben.close();
  });

  it('shows an ephemeral reply only to its person, who can dismiss it', async () => {
    const ana = await openAs('ana');
    const ben = await openAs('ben');
    await runCommand(ana, '/demo show flavour:secret');
    await ana.waitForSelector('.message.ephemeral');
    await expect(ana.locator('.message.ephemeral .ephemeral-note').textContent()).resolves.toContain(
      'Only you can see this',
    );
    await runCommand(ben, '/demo ping');
    await ben.waitForSelector('.md:has-text("pong")');
    await expect(ben.locator('text=secret hand').count()).resolves.toBe(0);
    await ben.reload();
    await ben.waitForSelector('.md:has-text("pong")');
    await expect(ben.locator('text=secret hand').count()).resolves.toBe(0);
    await snap(ana, 'page-ephemeral');
    await ana.locator('.message.ephemeral button:has-text("Dismiss message")').last().click();
    await expect.poll(() => ana.locator('.message.ephemeral:has-text("secret hand")').count()).toBe(0);
    await ana.close();
    await ben.close();
  });

  it('never sends one person the ephemeral messages of another, not even on the event stream', async () => {
    const res = await fetch(`${server.url}/bridge/events?user=2`);
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no stream');
    const received: string[] = [];
    const reading = (async () => {
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        received.push(decoder.decode(value));
      }
    })();
    await backend.runCommand({
      user: '1',
      channelId: '100',
      name: 'demo',
      options: [{ name: 'show', type: 1, options: [{ name: 'flavour', type: 3, value: 'secret' }] }],
    });
    await backend.runCommand({
      user: '2',
      channelId: '100',
      name: 'demo',
      options: [{ name: 'ping', type: 1 }],
    });
    await new Promise((r) => setTimeout(r, 200));
    await reader.cancel();
    await reading.catch(() => undefined);
    const text = received.join('');
    expect(text).toContain('pong');
    expect(text).not.toContain('secret hand');
    const list = (await (await fetch(`${server.url}/bridge/channels/100/messages?user=2`)).json()) as {
      messages: { message: { content: string } }[];
    };
    expect(list.messages.some((m) => m.message.content.includes('secret hand'))).toBe(false);
  });

  it('answers bad requests with a clear 400 or 404 and changes nothing', async () => {
    const before = backend.log.length;
    const post = async (path: string, body: string) => {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return { status: res.status, body: (await res.json()) as { error?: string } };
    };
    expect(await post('/bridge/click', '{not json')).toEqual({
      status: 400,
      body: { error: 'the body must be JSON (at most 64 KiB)' },
    });
    const missing = await post(
      '/bridge/click',
      JSON.stringify({ user: '1', channelId: '100', messageId: '5' }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/^customId: /);
    const stranger = await post(
      '/bridge/click',
      JSON.stringify({ user: '77', channelId: '100', messageId: '5', customId: 'vote' }),
    );
    expect(stranger).toEqual({ status: 400, body: { error: 'unknown user "77"' } });
    expect((await fetch(`${server.url}/bridge/channels/999/messages?user=1`)).status).toBe(404);
    expect((await fetch(`${server.url}/bridge/events?user=nobody`)).status).toBe(400);
    expect((await fetch(`${server.url}/bridge/nothing`)).status).toBe(404);
    expect(backend.log.length).toBe(before);
  });

  it('opens a modal from a button and submits what was typed', async () => {
    const page = await openAs('caro');
    await runCommand(page, '/demo show flavour:everything');
    const message = page.locator('.message', { has: page.locator('button:has-text("Offer trade")') }).last();
    await message.locator('button:has-text("Offer trade")').click();
    await page.waitForSelector('dialog.modal[open]');
    await expect(page.locator('.modal-title').textContent()).resolves.toBe('Offer a trade');
    await page.keyboard.type('2 wood');
    await snap(page, 'page-modal');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.md:has-text("Caro offers 2 wood")');
    await expect.poll(() => page.locator('dialog.modal').count()).toBe(0);
    await page.close();
  });

  it('chooses in a select menu with the keyboard', async () => {
    const page = await openAs('dev');
    await runCommand(page, '/demo show flavour:everything');
    const trigger = page.locator('.select-trigger').last();
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector('.select-list:not([hidden])');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.md:has-text("Dev chose b7")');
    await page.close();
  });

  it('opens a select menu upward when there is no room below it, at desktop and phone sizes', async () => {
    // A menu in the newest message sits just over the message box: opened downward, its list was cut off there.
    for (const [size, viewport] of [
      ['desktop', { width: 1100, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const page = await openAs('dev', viewport);
      await runCommand(page, '/demo show flavour:everything');
      await page.locator('.select-trigger').last().click();
      const list = page.locator('.select-list:not([hidden])');
      await list.waitFor();
      const shown = (await page.locator('#scroller').boundingBox())!;
      const box = (await list.boundingBox())!;
      const trigger = (await page.locator('.select-trigger').last().boundingBox())!;
      // Above the menu, wholly within the message list as it stands (not scrolled to show a list below it).
      expect(box.y + box.height, size).toBeLessThanOrEqual(trigger.y + 1);
      expect(box.y, size).toBeGreaterThanOrEqual(shown.y);
      expect(box.y + box.height, size).toBeLessThanOrEqual(shown.y + shown.height);
      await snap(page, `page-select-up-${size}`);
      const chose = page.locator('.md:has-text("Dev chose b7")');
      const before = await chose.count();
      await list.locator('.select-option', { hasText: 'B7' }).click();
      await expect.poll(() => chose.count()).toBe(before + 1);
      await page.close();
    }
  });

  it('opens a select menu downward when it fits below', async () => {
    const page = await openAs('dev', { width: 1100, height: 800 });
    await runCommand(page, '/demo show flavour:everything');
    await page.locator('.select-trigger').last().waitFor();
    // Room below the menu: the message list scrolled so the menu stands near its top.
    await page.evaluate(() => {
      const scroller = document.getElementById('scroller')!;
      const select = [...document.querySelectorAll('.select')].at(-1) as HTMLElement;
      const pad = document.createElement('div');
      pad.style.height = '1200px';
      document.getElementById('messages')!.append(pad);
      scroller.scrollTop += select.getBoundingClientRect().top - scroller.getBoundingClientRect().top - 20;
    });
    await page.locator('.select-trigger').last().click();
    const list = page.locator('.select-list:not([hidden])');
    await list.waitFor();
    const box = (await list.boundingBox())!;
    const trigger = (await page.locator('.select-trigger').last().boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(trigger.y + trigger.height - 1);
    await page.close();
  });

  it('says so when an interaction fails', async () => {
    const page = await openAs('ana');
    await runCommand(page, '/demo show flavour:everything');
    await page
      .locator('.message', { has: page.locator('button:has-text("Slow")') })
      .last()
      .locator('button:has-text("Slow")')
      .click();
    await page.waitForSelector('.toast:has-text("This interaction failed")');
    await page.close();
  });

  it('marks a channel with news in bold, and counts the times the person was mentioned there', async () => {
    const page = await openAs('ben');
    await page.locator('.channel-link', { hasText: 'oil-springs' }).click();
    await backend.runCommand({
      user: '1',
      channelId: '100',
      name: 'demo',
      options: [{ name: 'show', type: 1, options: [{ name: 'flavour', type: 3, value: 'everything' }] }],
    });
    const general = page.locator('.channel-link', { hasText: 'general' });
    await page.waitForSelector('.channel-link.unread:has-text("general") .badge');
    await expect(general.locator('.badge').textContent()).resolves.toBe('1');
    await general.click();
    await expect.poll(() => general.locator('.badge').count()).toBe(0);
    await expect(general.getAttribute('class')).resolves.not.toContain('unread');
    await page.close();
  });

  it('counts only the mentions that ping the person, as Discord: a name the bot did not ping adds no badge', async () => {
    const page = await openAs('caro');
    await page.locator('.channel-link', { hasText: 'oil-springs' }).click();
    backend.announceQuietly('100', '<@3> — your turn. (Caro is in her quiet hours: no ping.)');
    const general = page.locator('.channel-link', { hasText: 'general' });
    await page.waitForSelector('.channel-link.unread:has-text("general")');
    await expect(general.locator('.badge').count()).resolves.toBe(0);
    backend.announce('100', '⏰ <@3>, the game is waiting for your move (12 h).');
    await page.waitForSelector('.channel-link.unread:has-text("general") .badge');
    await expect(general.locator('.badge').textContent()).resolves.toBe('1');
    await page.close();
  });

  it('dates "started a thread" as Discord dates messages ("Today at …"), the full date on hover', async () => {
    backend.announceThread('100', '101', 'Catan #1 — Ana');
    const page = await openAs('ana');
    const notice = page.locator('.message.system', { hasText: 'started a thread' }).last();
    await expect(notice.locator('a').textContent()).resolves.toBe('Catan #1 — Ana');
    const time = notice.locator('time');
    await expect(time.textContent()).resolves.toMatch(/^Today at /);
    await expect(time.getAttribute('title')).resolves.toMatch(/\d{4}/);
    await page.close();
  });

  it('opens a Discord message link to a playground channel in the page, and other links in a new tab', async () => {
    const page = await openAs('dev');
    backend.announce(
      '100',
      'Waiting on you. [Jump to the turn](https://discord.com/channels/50/101/123) · [Docs](https://example.org/x)',
    );
    const jump = page.locator('.md a', { hasText: 'Jump to the turn' });
    await jump.waitFor();
    await expect(jump.getAttribute('target')).resolves.toBeNull();
    await expect(page.locator('.md a', { hasText: 'Docs' }).getAttribute('target')).resolves.toBe('_blank');
    await jump.click();
    await expect.poll(() => page.locator('.channel-title').textContent()).toContain('oil-springs');
    expect(new URL(page.url()).hash).toBe('#101');
    await page.close();
  });

  it('switches person in the tab and follows threads live', async () => {
    const page = await openAs('ana');
    await page.selectOption('#user-switcher', { label: 'Ben' });
    await expect(page.locator('#me-name').textContent()).resolves.toBe('Ben');
    expect(new URL(page.url()).searchParams.get('user')).toBe('ben');
    await runCommand(page, '/demo show flavour:thread');
    await page.waitForSelector('.channel-link.thread:has-text("Game by Ben")');
    await page.locator('.channel-link.thread', { hasText: 'Game by Ben' }).click();
    await page.waitForSelector('.md:has-text("Lobby: 1 of 4 seats taken.")');
    await expect(page.locator('.channel-title').textContent()).resolves.toContain('Game by Ben');
    await page.close();
  });

  it('shows the newest 100 messages of a long channel and older ones on request', async () => {
    for (let i = 0; i < 105; i++) {
      await backend.runCommand({
        user: '3',
        channelId: '101',
        name: 'demo',
        options: [{ name: 'ping', type: 1 }],
      });
    }
    const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
    page.setDefaultTimeout(5000);
    await page.goto(`${server.url}/?user=caro#101`);
    await page.waitForSelector('.earlier .button');
    await expect(page.locator('.message').count()).resolves.toBe(100);
    await page.click('.earlier .button');
    await page.waitForSelector('.channel-start:not(.hidden)');
    await expect(page.locator('.message').count()).resolves.toBe(105);
    await expect(page.locator('.earlier').count()).resolves.toBe(0);
    await page.close();
  });

  it('offers to play as the person the newest message mentions', async () => {
    const page = await openAs('ana');
    await runCommand(page, '/demo show flavour:everything');
    await page.waitForSelector('.nudge:has-text("Play as Ben")');
    await page.click('.nudge:has-text("Play as Ben")');
    await expect(page.locator('#me-name').textContent()).resolves.toBe('Ben');
    await expect.poll(() => page.locator('.nudge').count()).toBe(0);
    await page.close();
  });

  it('stops offering to play as anyone once the game is over', async () => {
    const page = await openAs('dev');
    await runCommand(page, '/demo show flavour:everything');
    await page.waitForSelector('.nudge:has-text("Play as Ben")');
    // A reminder names the people to act: they are the ones to play as.
    backend.announce('100', '⏰ <@3>, the game is waiting for your move (12 h).');
    await page.waitForSelector('.nudge:has-text("Play as Caro")');
    await expect(page.locator('.nudge').allTextContents()).resolves.toEqual(['Play as Caro']);
    backend.finish('100');
    await page.waitForSelector('.embed-title:has-text("game over")');
    await expect.poll(() => page.locator('.nudge').count()).toBe(0);
    await snap(page, 'page-game-over-no-nudge');
    await page.close();
  });

  it('says "Reconnecting…" and disables the buttons while the server is away, and comes back with it', async () => {
    const page = await openAs('dev');
    await runCommand(page, '/demo show flavour:everything');
    const turn = page.locator('.message:has(.button:has-text("Vote"))').last();
    const vote = turn.locator('.button:has-text("Vote")');
    await vote.waitFor();
    await expect(page.locator('#reconnecting').isHidden()).resolves.toBe(true);
    const port = server.port;
    await server.close();
    await page.waitForSelector('#reconnecting:not([hidden])');
    await expect(page.locator('#reconnecting').textContent()).resolves.toContain('Reconnecting…');
    await expect(vote.isDisabled()).resolves.toBe(true);
    await expect(turn.locator('.select-trigger').isDisabled()).resolves.toBe(true);
    await expect(page.locator('#composer-input').isDisabled()).resolves.toBe(true);
    await snap(page, 'page-reconnecting');
    server = await startPageServer({ port, backend });
    await page.waitForSelector('#reconnecting', { state: 'hidden' });
    // The command box had the focus (the command was typed there): it gets it back.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('composer-input');
    await expect(vote.isEnabled()).resolves.toBe(true);
    await expect(page.locator('#composer-input').isEnabled()).resolves.toBe(true);
    // What the bot greyed out stays greyed out.
    await expect(turn.locator('.button:has-text("Build city")').isDisabled()).resolves.toBe(true);
    await vote.click();
    await page.waitForSelector('.md:has-text("Votes:")');
    await expect(page.locator('.toast').count()).resolves.toBe(0);
    await page.close();
  });

  it('answers a click that cannot reach the server with the banner, not "Failed to fetch"', async () => {
    const page = await openAs('dev');
    await runCommand(page, '/demo show flavour:everything');
    const vote = page
      .locator('.message:has(.button:has-text("Vote"))')
      .last()
      .locator('.button:has-text("Vote")');
    await vote.waitFor();
    // The server looks gone to this tab only: its requests fail before any answer.
    await page.route('**/bridge/click', (route) => route.abort('connectionrefused'));
    await page.route('**/bridge/events*', (route) => route.abort('connectionrefused'));
    await vote.click();
    await page.waitForSelector('#reconnecting:not([hidden])');
    await expect(vote.isDisabled()).resolves.toBe(true);
    await expect(page.locator('.toast').allTextContents()).resolves.toEqual([]);
    await page.unroute('**/bridge/click');
    await page.unroute('**/bridge/events*');
    await page.waitForSelector('#reconnecting', { state: 'hidden', timeout: 10_000 });
    await expect(vote.isEnabled()).resolves.toBe(true);
    await page.close();
  });

  it('says a picture is no longer kept instead of showing a broken image', async () => {
    backend.postBoard('101', 'board.png');
    backend.postBoard('101', 'pruned.png');
    const page = await openAs('ana', { width: 1100, height: 800 });
    await page.locator('.channel-link', { hasText: 'oil-springs' }).click();
    const [kept, gone] = [
      page.locator('.message:has(.embed-title:has-text("turn 2"))').first(),
      page.locator('.message:has(.embed-title:has-text("turn 2"))').last(),
    ];
    await gone.locator('.image-gone').waitFor();
    await expect(gone.locator('.image-gone').textContent()).resolves.toContain('Picture no longer kept');
    await expect(gone.locator('.image-gone').getAttribute('aria-label')).resolves.toBe('The board, turn 2');
    await expect(gone.locator('img').count()).resolves.toBe(0);
    await expect
      .poll(() => kept.locator('img.embed-image').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(2);
    await expect(kept.locator('.image-gone').count()).resolves.toBe(0);
    await snap(page, 'page-picture-gone');
    await page.close();
  });

  it('tells a person reading older messages that new ones arrived, and jumps to them', async () => {
    for (let i = 0; i < 30; i++) {
      await backend.runCommand({
        user: '4',
        channelId: '101',
        name: 'demo',
        options: [{ name: 'ping', type: 1 }],
      });
    }
    const page = await browser.newPage({ viewport: { width: 1100, height: 600 } });
    page.setDefaultTimeout(5000);
    await page.goto(`${server.url}/?user=dev#101`);
    await page.waitForSelector('.message');
    await page.evaluate(() => {
      document.getElementById('scroller')?.scrollTo(0, 0);
    });
    await backend.runCommand({
      user: '1',
      channelId: '101',
      name: 'demo',
      options: [{ name: 'ping', type: 1 }],
    });
    await page.waitForSelector('#jump:not([hidden])');
    const before = await page.evaluate(() => document.getElementById('scroller')?.scrollTop ?? -1);
    expect(before).toBe(0);
    await page.click('#jump');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const s = document.getElementById('scroller');
          return s ? s.scrollHeight - s.scrollTop - s.clientHeight : -1;
        }),
      )
      .toBeLessThan(5);
    await expect(page.locator('#jump').isHidden()).resolves.toBe(true);
    await page.close();
  });

  it("writes the message box's placeholder whole on a phone, where '… or type / for commands' was cut", async () => {
    /** The placeholder, and whether it fits the box (measured in the box's own font). */
    const placeholder = async (page: Page): Promise<{ text: string; fits: boolean }> =>
      page.locator('#composer-input').evaluate((el) => {
        const input = el as HTMLInputElement;
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontSize} ${style.fontFamily}`;
        return {
          text: input.placeholder,
          fits: context.measureText(input.placeholder).width <= input.clientWidth,
        };
      });
    const phone = await openAs('ana', { width: 390, height: 844 });
    await expect(placeholder(phone)).resolves.toEqual({ text: 'Message #general', fits: true });
    await phone.close();
    const desktop = await openAs('ana', { width: 1100, height: 800 });
    await expect(placeholder(desktop)).resolves.toEqual({
      text: 'Message #general — or type / for commands',
      fits: true,
    });
    await desktop.close();
  });

  it('fits a phone: the channel list is a drawer', async () => {
    const page = await openAs('ana', { width: 390, height: 760 });
    await runCommand(page, '/demo show flavour:everything');
    await page.waitForSelector('.embed');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.locator('#sidebar').isVisible()).resolves.toBe(true);
    const box = await page.locator('#sidebar').boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1);
    await snap(page, 'page-phone');
    await page.click('#menu-button');
    await page.waitForTimeout(300);
    await expect(
      page.evaluate(() => document.activeElement?.classList.contains('channel-link')),
    ).resolves.toBe(true);
    await snap(page, 'page-phone-drawer');
    await page.locator('.channel-link', { hasText: 'oil-springs' }).click();
    await expect(page.locator('.channel-title').textContent()).resolves.toContain('oil-springs');
    await page.close();
  });

  /**
   * Dev on a 390 px phone (or at `viewport`) opens a fresh "Game by Dev" thread, where the bot then says `said`
   * (mentions that ask people to act); resolves once the page offers to play as `nudged`.
   */
  async function phoneThreadSaying(
    said: string,
    nudged: string,
    viewport = { width: 390, height: 760 },
  ): Promise<Page> {
    const page = await openAs('dev', viewport);
    await runCommand(page, '/demo show flavour:thread');
    if (await page.locator('#menu-button').isVisible()) await page.click('#menu-button');
    // The newest "Game by Dev": each test here opens one.
    await page.locator('.channel-link.thread', { hasText: 'Game by Dev' }).last().click();
    await page.waitForSelector('.md:has-text("Lobby: 1 of 4 seats taken.")');
    backend.announce(decodeURIComponent(new URL(page.url()).hash.slice(1)), said);
    await page.locator('.nudge', { hasText: `Play as ${nudged}` }).waitFor();
    return page;
  }

  /** How many pixels of the thread's name the header shows. */
  function threadNameShown(page: Page): Promise<number> {
    return page.evaluate(() => {
      const title = document.querySelector('.channel-title')!.getBoundingClientRect();
      const name = document.querySelector('.thread-title')!.getBoundingClientRect();
      return Math.min(name.right, title.right) - Math.max(name.left, title.left);
    });
  }

  it("names the open thread in a phone's header, where '# general ›' and 'Play as …' left it '…'", async () => {
    const page = await phoneThreadSaying('<@2> — your turn.', 'Ben');
    await snap(page, 'page-phone-thread');
    // The header's room goes to the thread's name (the drawer leads back to #general): about ten characters of
    // it show beside "Play as Ben", where only its icon and "…" did.
    expect(await threadNameShown(page)).toBeGreaterThanOrEqual(80);
    await expect(page.locator('.channel-title .parent-link').isVisible()).resolves.toBe(false);
    await page.close();
  });

  it("keeps a phone's header naming the thread, and every 'Play as …' whole, when two people are to act", async () => {
    // A playtest on a 390 px phone: a trade offer to Ben and Caro put two "Play as" buttons in the header, which
    // squeezed the thread's name to nothing (not even "…").
    const page = await phoneThreadSaying('<@2> and <@3> — your move.', 'Caro');
    await snap(page, 'page-phone-thread-two-nudges');
    expect(await threadNameShown(page)).toBeGreaterThanOrEqual(80);
    // Each button shows whole: inside the screen and not cut by its row.
    const cut = await page.evaluate(() => {
      const row = document.querySelector('.nudges')!.getBoundingClientRect();
      return [...document.querySelectorAll('.nudge')].map((b) => {
        const r = b.getBoundingClientRect();
        return (
          r.left < Math.max(0, row.left) || r.right > Math.min(window.innerWidth, row.right) || r.width < 40
        );
      });
    });
    expect(cut).toEqual([false, false]);
    await page.close();
  });

  /** Whether each "Play as …" button shows whole: inside the window and not cut by its row. */
  function nudgesCut(page: Page): Promise<boolean[]> {
    return page.evaluate(() => {
      const row = document.querySelector('.nudges')!.getBoundingClientRect();
      return [...document.querySelectorAll('.nudge')].map((b) => {
        const r = b.getBoundingClientRect();
        return (
          r.left < Math.max(0, row.left) || r.right > Math.min(window.innerWidth, row.right) || r.width < 40
        );
      });
    });
  }

  it("keeps a narrow window's header naming the thread however many people are to act", async () => {
    // A playtest at 820 px with the channel list showing: beside "# general ›" the thread's name had 214 px with
    // one "Play as …" button, 113 with two and 6 with three (a trade offer in a four-player game).
    for (const [said, nudged] of [
      ['<@2> — your turn.', ['Ben']],
      ['<@2> and <@3> — your move.', ['Ben', 'Caro']],
      ['<@1>, <@2> and <@3> — answer the trade offer.', ['Ana', 'Ben', 'Caro']],
    ] as const) {
      const page = await phoneThreadSaying(said, nudged.at(-1) ?? '', { width: 820, height: 700 });
      await expect(page.locator('.channel-title .parent-link').isVisible()).resolves.toBe(true);
      await expect(page.locator('.nudge').allTextContents()).resolves.toEqual(
        nudged.map((n) => `Play as ${n}`),
      );
      expect(await threadNameShown(page)).toBeGreaterThanOrEqual(80);
      expect(await nudgesCut(page)).toEqual(nudged.map(() => false));
      await snap(page, `page-narrow-thread-${nudged.length}-nudges`);
      await page.close();
    }
  });

  it('draws emoji as Discord does, Twemoji pictures the page server serves, on a machine with no emoji font', async () => {
    // This machine has no emoji font: without the pictures every emoji here was an empty box.
    backend.announce('100', '🏆 **Ana** wins — 🏖 back tomorrow ⚠️ 👍🏽 1️⃣ ▶ end', [
      {
        type: 1,
        components: [{ type: 2, style: 2, label: 'Rematch', emoji: { name: '🔁' }, custom_id: 'again' }],
      },
    ]);
    const page = await openAs('ana');
    const message = page.locator('.message', { hasText: 'back tomorrow' });
    const emoji = message.locator('.md img.twemoji');
    await expect
      .poll(() => emoji.evaluateAll((els) => els.map((e) => (e as HTMLImageElement).alt)))
      .toEqual(['🏆', '🏖', '⚠️', '👍🏽', '1️⃣']);
    for (const img of await emoji.all()) {
      // A picture (not a broken image), the size of the text around it, in colour.
      await expect.poll(() => colouredPixels(img)).toBeGreaterThan(20);
      const box = await img.boundingBox();
      expect(box?.width).toBeGreaterThan(16);
      expect(box?.height).toBeGreaterThan(16);
    }
    // A symbol Unicode shows as text stays text, as in "Next ▶"; the words around the emoji stay as written.
    await expect(message.locator('.md').textContent()).resolves.toBe(' Ana wins —  back tomorrow    ▶ end');
    const button = message.locator('button.button', { hasText: 'Rematch' }).locator('img.twemoji');
    await expect(button.getAttribute('alt')).resolves.toBe('🔁');
    await expect.poll(() => colouredPixels(button)).toBeGreaterThan(20);
    // Offline: everything the page loaded came from the playground itself.
    const origins = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((r) => new URL(r.name).origin),
    );
    expect(origins).toContain(new URL(server.url).origin);
    expect(new Set(origins)).toEqual(new Set([new URL(server.url).origin]));
    await snap(page, 'page-emoji');
    await page.close();
  });

  it('serves a Twemoji picture by its code points, and nothing outside the pictures', async () => {
    const trophy = await fetch(`${server.url}/emoji/1f3c6.svg`);
    expect(trophy.status).toBe(200);
    expect(trophy.headers.get('content-type')).toBe('image/svg+xml');
    await expect(trophy.text()).resolves.toMatch(/^<svg/);
    for (const path of ['/emoji/ffffff.svg', '/emoji/..%2F..%2Fpackage.json', '/emoji/../package.json']) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
  });
});
