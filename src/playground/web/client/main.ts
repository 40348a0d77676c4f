/**
 * The playground page: a Discord-like channel view over the bridge (../protocol.ts). The tab's person comes
 * from `?user=` (else the last one chosen in this browser), the open channel from the URL's #hash, and
 * everything else live from the event stream.
 */
import type { CommandInfo, PageEvent, PageMessage, PersonInfo, WorldInfo } from '../protocol';
import { api, listen, Unreachable, whenUnreachable, type ActionResult, type Listener } from './api';
import { setupComposer } from './composer';
import { byId, clear, h } from './dom';
import { drawEmoji } from './emoji';
import { icon } from './icons';
import { openImage } from './lightbox';
import type { MarkdownContext } from './markdown';
import { MessageList } from './message-list';
import { peopleOf } from './mentions';
import { pings, type MessageActions } from './message-view';
import { openModal } from './modal-view';
import { renderNudges } from './nudges';
import { nobodyCalled, personNamed } from './person-param';
import type { Modal } from './shapes';
import { isThread, renderSidebar, setupDrawer, type Marks } from './sidebar';

const USER_KEY = 'derrick.playground.user';

interface State {
  world: WorldInfo;
  commands: CommandInfo[];
  user: string;
  channelId: string | undefined;
  /** How many of the newest messages the open channel shows. */
  limit: number;
  marks: Marks;
}

const PAGE_SIZE = 100;

let state: State;
let listener: Listener | undefined;
let loadTurn = 0;

const person = (id: string): PersonInfo | undefined =>
  state.world.people.find((p) => p.id === id) ?? (state.world.bot?.id === id ? state.world.bot : undefined);

const me = (): PersonInfo | undefined => state.world.people.find((p) => p.id === state.user);

/** Who `?user=` asks for (null when the address names nobody). */
const wantedUser = (): string | null => new URLSearchParams(location.search).get('user');

function pickUser(world: WorldInfo): string {
  const wanted = wantedUser() ?? localStorage.getItem(USER_KEY) ?? '';
  return (personNamed(world.people, wanted) ?? world.people[0])?.id ?? '';
}

/** What the tab says when `?user=` names nobody here (./person-param.ts), or null. */
function unknownUserNote(world: WorldInfo, user: string): string | null {
  const wanted = wantedUser();
  if (wanted === null || personNamed(world.people, wanted)) return null;
  return nobodyCalled(
    world.people,
    wanted,
    world.people.find((p) => p.id === user),
  );
}

function defaultChannel(world: WorldInfo): string | undefined {
  const fromHash = decodeURIComponent(location.hash.slice(1));
  if (world.channels.some((c) => c.id === fromHash)) return fromHash;
  const text = world.channels.filter((c) => !isThread(c)).sort((a, b) => a.position - b.position);
  return (text.find((c) => c.name === 'general') ?? text[0])?.id;
}

const markdownContext: MarkdownContext = {
  userName: (id) => person(id)?.name,
  channelName: (id) => state.world.channels.find((c) => c.id === id)?.name,
  openChannel: (id) => openChannel(id),
  isMe: (id) => id === state.user,
};

const actions: MessageActions = {
  markdown: markdownContext,
  people: () => state.world.people.map((p) => ({ id: p.id, name: p.name })),
  channels: () => state.world.channels.filter((c) => !isThread(c)).map((c) => ({ id: c.id, name: c.name })),
  openImage,
  openChannel: (id) => openChannel(id),
  colorOf: (id) => person(id)?.color ?? '#949cf7',
  nameOf: (user) => person(user.id)?.name ?? user.global_name ?? user.username,
  botId: () => state.world.bot?.id,
  async click(target, customId) {
    const result = await api.click({
      user: state.user,
      channelId: target.channel_id,
      messageId: target.id,
      customId,
    });
    afterAction(result, target);
  },
  async select(target, customId, values) {
    const result = await api.select({
      user: state.user,
      channelId: target.channel_id,
      messageId: target.id,
      customId,
      values,
    });
    afterAction(result, target);
  },
  dismiss(messageId) {
    const channelId = state.channelId;
    if (!channelId) return;
    void api.dismiss({ user: state.user, channelId, messageId }).then((result) => {
      if (result.ok) list.remove(messageId);
      else if (!('unreachable' in result)) toast(result.error);
    });
  },
};

function afterAction(result: ActionResult, source: { id: string; channel_id: string } | undefined): void {
  if (!result.ok) {
    // An unreachable server is shown by the "Reconnecting…" banner, not as a failed interaction.
    if (!('unreachable' in result)) toast(`This interaction failed: ${result.error}`);
    return;
  }
  if (result.modal) {
    const modal = result.modal as unknown as Modal;
    const channelId = source?.channel_id ?? state.channelId ?? '';
    openModal(modal, async (customId, fields) => {
      const submitted = await api.submit({
        user: state.user,
        channelId,
        messageId: source?.id,
        customId,
        fields,
      });
      if (!submitted.ok) return { ok: false, error: submitted.error };
      if (submitted.modal) afterAction(submitted, source);
      return { ok: true };
    });
  }
}

function toast(text: string): void {
  const box = byId('toasts');
  const item = h('div', { class: 'toast', role: 'status' }, text);
  box.append(item);
  setTimeout(() => item.remove(), 6000);
}

// ---- messages ----

/** In a channel with no game yet: a button that lists the games to open (/oil new); choosing one opens it. */
function starter(): HTMLElement | null {
  const channel = state.world.channels.find((c) => c.id === state.channelId);
  const opener = state.commands.find((c) => c.name === 'oil')?.options.find((o) => o.name === 'new');
  if (!channel || isThread(channel) || !opener) return null;
  return h(
    'button',
    { type: 'button', class: 'button primary starter', onclick: () => composer.offer('/oil new game:') },
    'Start a game: /oil new',
  );
}

const list = new MessageList({
  actions,
  channel: () => state.world.channels.find((c) => c.id === state.channelId),
  starter,
  showEarlier: () => {
    state.limit += PAGE_SIZE;
    void list.keepPlace(loadMessages);
  },
  changed: (messages) => renderNudges(messages, state.world.people, state.user, switchUser),
});

async function loadMessages(): Promise<void> {
  const channelId = state.channelId;
  if (!channelId) return;
  const turn = ++loadTurn;
  try {
    const response = await api.messages(channelId, state.user, state.limit);
    if (turn !== loadTurn || channelId !== state.channelId) return;
    list.show(response.messages, response.hasMore);
  } catch (error) {
    if (error instanceof Unreachable) return;
    toast(error instanceof Error ? error.message : String(error));
  }
}

// ---- channels and people ----

function openChannel(id: string): void {
  if (!state.world.channels.some((c) => c.id === id)) return;
  if (state.channelId !== id) state.limit = PAGE_SIZE;
  state.channelId = id;
  state.marks.unread.delete(id);
  state.marks.mentions.delete(id);
  if (location.hash !== `#${id}`)
    history.replaceState(null, '', `${location.pathname}${location.search}#${id}`);
  drawer.close();
  renderHeader();
  renderSidebar(state.world, state.channelId, state.marks, openChannel);
  composer.open(draftKey());
  composer.refresh();
  void loadMessages();
}

function renderHeader(): void {
  const channel = state.world.channels.find((c) => c.id === state.channelId);
  const parent = channel?.parentId ? state.world.channels.find((c) => c.id === channel.parentId) : undefined;
  const title = byId('channel-title');
  clear(title);
  if (channel) {
    if (parent) {
      title.append(
        h(
          'a',
          {
            class: 'parent-link',
            href: `#${parent.id}`,
            onclick: (e: Event) => {
              e.preventDefault();
              openChannel(parent.id);
            },
          },
          `# ${parent.name}`,
        ),
        h('span', { class: 'crumb', 'aria-hidden': 'true' }, ' › '),
        h('span', { class: 'thread-title' }, icon('thread'), ` ${channel.name}`),
      );
    } else {
      title.append(h('span', { class: 'hash', 'aria-hidden': 'true' }, '# '), channel.name);
    }
    drawEmoji(title);
  }
  document.title = `${channel ? (parent ? channel.name : `#${channel.name}`) : 'Playground'} · ${me()?.name ?? ''} · Derrick`;
}

/** The message box's draft is the person's in the open channel (./composer.ts). */
const draftKey = (): string => `${state.user} ${state.channelId ?? ''}`;

function renderUserSwitcher(): void {
  const select = byId<HTMLSelectElement>('user-switcher');
  clear(select);
  for (const p of state.world.people) {
    select.append(h('option', { value: p.id, selected: p.id === state.user }, p.name));
  }
  const badge = byId('me-avatar');
  const mine = me();
  badge.textContent = mine?.name.slice(0, 1).toUpperCase() ?? '?';
  badge.style.background = mine?.color ?? '#5865f2';
  byId('me-name').textContent = mine?.name ?? '';
}

function switchUser(id: string): void {
  if (id === state.user) return;
  state.user = id;
  localStorage.setItem(USER_KEY, id);
  const params = new URLSearchParams(location.search);
  params.set('user', me()?.username ?? id);
  history.replaceState(null, '', `${location.pathname}?${params.toString()}${location.hash}`);
  renderUserSwitcher();
  renderHeader();
  composer.open(draftKey());
  composer.refresh();
  connect();
  void loadMessages();
}

/** Whether the command box had the focus when the connection dropped. */
let typingWhenDropped = false;

/**
 * Online while the event stream is open. Offline, the "Reconnecting…" banner shows and every control that
 * would reach the server (message buttons and menus, the command box) is disabled through their fieldset.
 */
function showConnection(connected: boolean): void {
  byId('app').classList.toggle('offline', !connected);
  byId('reconnecting').hidden = connected;
  const live = byId<HTMLFieldSetElement>('live');
  if (live.disabled !== connected) return;
  if (!connected) typingWhenDropped = document.activeElement === byId('composer-input');
  live.disabled = !connected;
  // Disabling took the focus from the command box: give it back to whoever was typing.
  if (connected && typingWhenDropped && document.activeElement === document.body) composer.focus();
}

function connect(): void {
  listener?.stop();
  let dropped = false;
  listener = listen(state.user, onEvent, (connected) => {
    showConnection(connected);
    if (!connected) dropped = true;
    else if (dropped) {
      dropped = false;
      // Back after a drop: refetch what may have changed meanwhile.
      refreshWorld()
        .then(loadMessages)
        .catch((error: unknown) => {
          if (!(error instanceof Unreachable)) toast(error instanceof Error ? error.message : String(error));
        });
    }
  });
}

/**
 * The world and command events seen so far. A refetch answered after an event that came while it was on its
 * way (the bot registering its commands just after a restart) must not put back what the event replaced.
 */
const eventsSeen = { world: 0, commands: 0 };

async function refreshWorld(): Promise<void> {
  const before = { ...eventsSeen };
  const [world, commands] = await Promise.all([api.world(), api.commands()]);
  if (eventsSeen.world === before.world) state.world = world;
  if (eventsSeen.commands === before.commands) state.commands = commands;
  renderSidebar(state.world, state.channelId, state.marks, openChannel);
  renderHeader();
}

/** Messages already counted as mentions (an edited message mentions only once). */
const countedMentions = new Set<string>();

/** A new or changed message elsewhere: the channel turns bold, and counts a ping of this person. */
function markUnread(channelId: string, message: PageMessage['message']): void {
  const mentioned = !countedMentions.has(message.id) && pings(message, markdownContext.isMe);
  if (mentioned) countedMentions.add(message.id);
  if (state.marks.unread.has(channelId) && !mentioned) return;
  state.marks.unread.add(channelId);
  if (mentioned) state.marks.mentions.set(channelId, (state.marks.mentions.get(channelId) ?? 0) + 1);
  renderSidebar(state.world, state.channelId, state.marks, openChannel);
}

function onEvent(event: PageEvent): void {
  switch (event.type) {
    case 'message':
      if (event.channelId === state.channelId) list.upsert(event.message);
      else markUnread(event.channelId, event.message.message);
      return;
    case 'messageDelete':
      if (event.channelId === state.channelId) list.remove(event.messageId);
      return;
    case 'world':
      eventsSeen.world += 1;
      state.world = event.world;
      renderSidebar(state.world, state.channelId, state.marks, openChannel);
      renderHeader();
      list.refreshStarter();
      return;
    case 'commands':
      eventsSeen.commands += 1;
      state.commands = event.commands;
      composer.refresh();
      list.refreshStarter();
      return;
    case 'hello':
      return;
  }
}

const drawer = setupDrawer();
const composer = setupComposer({
  commands: () => state.commands,
  channelName: () => state.world.channels.find((c) => c.id === state.channelId)?.name ?? '',
  people: () => state.world.people.map((p) => ({ id: p.id, name: p.name, color: p.color })),
  present: () => peopleOf(list.messages),
  channels: () => state.world.channels.filter((c) => !isThread(c)).map((c) => ({ id: c.id, name: c.name })),
  lookup: {
    userId: (text) => personNamed(state.world.people, text)?.id,
    channelId: (text) => {
      const t = text.replace(/^#/, '').toLowerCase();
      return state.world.channels.find((c) => c.id === t || c.name.toLowerCase() === t)?.id;
    },
  },
  autocomplete: async (name, options) => {
    const channelId = state.channelId ?? '';
    const response = await api.autocomplete({ user: state.user, channelId, name, options });
    return (response.choices ?? []).map((c) => ({
      name: c.name,
      value: typeof c.value === 'string' ? c.value : c.value,
    }));
  },
  run: async (name, options) => {
    const channelId = state.channelId;
    if (!channelId) return { ok: false, error: 'Open a channel first.' };
    const result = await api.run({ user: state.user, channelId, name, options });
    if (result.ok && result.modal) afterAction(result, { id: '', channel_id: channelId });
    return result.ok ? { ok: true } : result;
  },
  say: async (content) => {
    const channelId = state.channelId;
    if (!channelId) return { ok: false, error: 'Open a channel first.' };
    return api.say({ user: state.user, channelId, content });
  },
});

async function boot(): Promise<void> {
  whenUnreachable(() => listener?.retry());
  const [world, commands] = await Promise.all([api.world(), api.commands()]);
  state = {
    world,
    commands,
    user: pickUser(world),
    channelId: defaultChannel(world),
    limit: PAGE_SIZE,
    marks: { unread: new Set(), mentions: new Map() },
  };
  byId<HTMLSelectElement>('user-switcher').addEventListener('change', (e) =>
    switchUser((e.target as HTMLSelectElement).value),
  );
  window.addEventListener('hashchange', () => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (id && id !== state.channelId) openChannel(id);
  });
  renderUserSwitcher();
  const unknown = unknownUserNote(world, state.user);
  if (unknown) toast(unknown);
  connect();
  if (state.channelId) openChannel(state.channelId);
  byId('app').classList.add('ready');
  composer.focus();
}

boot().catch((error: unknown) => {
  const box = byId('messages');
  box.append(
    h(
      'div',
      { class: 'boot-error', role: 'alert' },
      `The playground could not start: ${error instanceof Error ? error.message : String(error)}`,
    ),
  );
});
