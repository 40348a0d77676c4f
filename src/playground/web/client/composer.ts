/**
 * The message box: text that does not start with `/` is sent as the person's plain message (chat, seen by
 * everyone in the channel); an "@" in it offers the members to mention, as Discord's client does (./mentions.ts).
 * A slash command: type `/`, pick a command, a subcommand, then options as
 * `name:value`, with suggestions for each (registered choices, the bot's autocomplete, people, channels,
 * True/False). Keyboard: ↑/↓ move in the suggestions, Tab or Enter accept, Enter on a finished line runs it,
 * Esc closes, ↑ in an empty box recalls the last line. As on Discord, each channel keeps its own draft (and each
 * person, as the tab switches person): `open` shows the one of the box opened.
 */
import type { CommandInfo, CommandOptionInfo, OptionValue } from '../protocol';
import {
  buildOptions,
  isFreeText,
  parseLine,
  type Lookup,
  type ParsedLine,
  type PickedChoice,
} from './command-line';
import { byId, clear, h } from './dom';
import { membersMatching, mentionAt, withMentions } from './mentions';
import { avatar } from './message-view';
import { OptionType } from './shapes';

export interface ComposerHost {
  commands(): CommandInfo[];
  channelName(): string;
  /** The server's members: the people offered after "@" and for user options. */
  people(): { id: string; name: string; color: string }[];
  /** The ids of the open channel's people (its speakers and players), the most recent first: offered first. */
  present(): readonly string[];
  channels(): { id: string; name: string }[];
  lookup: Lookup;
  autocomplete(name: string, options: OptionValue[]): Promise<{ name: string; value: string | number }[]>;
  run(name: string, options: OptionValue[]): Promise<{ ok: true } | { ok: false; error: string }>;
  /** Posts `text` as the person's plain message in the open channel. */
  say(text: string): Promise<{ ok: true } | { ok: false; error: string }>;
}

interface Suggestion {
  label: string;
  detail?: string;
  insert: string;
  /** A member's avatar colour: the suggestion shows their avatar before the name. */
  color?: string;
  /** A choice: the box shows its name (`insert`), and the command sends its value. */
  choice?: PickedChoice;
}

export interface Composer {
  refresh(): void;
  focus(): void;
  /** Puts `text` in the box (caret at the end) and shows its suggestions. */
  prefill(text: string): void;
  /**
   * Like `prefill`, and choosing one of the suggestions shown then runs the command at once when nothing else
   * is required (the "Start a game" button: one click on a game opens its lobby). Typing cancels that.
   */
  offer(text: string): void;
  /**
   * Shows the box of `key` (a person in a channel): the line left there, no suggestions, and no error (a line's
   * error stays with the box it was typed in). The line shown before is kept for its own key.
   */
  open(key: string): void;
}

export function setupComposer(host: ComposerHost): Composer {
  const input = byId<HTMLInputElement>('composer-input');
  const popup = byId<HTMLUListElement>('suggestions');
  const hint = byId('command-hint');
  const form = byId<HTMLFormElement>('composer');

  let suggestions: Suggestion[] = [];
  let active = 0;
  let line: ParsedLine | undefined;
  let autocompleteTimer: ReturnType<typeof setTimeout> | undefined;
  let autocompleteTurn = 0;
  let error = '';
  /** Set by `offer`: the next accepted suggestion runs the line if it is complete. */
  let runOnAccept = false;
  const history: string[] = [];
  /** The lines left unsent, by box (`open`'s key); `box` is the one shown. */
  const drafts = new Map<string, string>();
  let box: string | undefined;
  /** The choices picked lately, newest first: the lines that show them by name (recalled ones too) send their values. */
  let picked: PickedChoice[] = [];

  const caret = (): number => input.selectionStart ?? input.value.length;
  const names = (): string[] => host.people().map((p) => p.name);

  /** Lists `items` in the pop-up, under `title` when given (Discord's "Members" above the people to mention). */
  const showSuggestions = (items: Suggestion[], title?: string): void => {
    suggestions = items.slice(0, 25);
    active = 0;
    clear(popup);
    popup.hidden = suggestions.length === 0;
    input.setAttribute('aria-expanded', suggestions.length > 0 ? 'true' : 'false');
    if (title) popup.append(h('li', { class: 'suggestions-title', role: 'presentation' }, title));
    suggestions.forEach((s, i) => {
      const li = h(
        'li',
        {
          role: 'option',
          id: `suggestion-${i}`,
          class: s.color ? 'suggestion member' : 'suggestion',
          'aria-selected': i === 0 ? 'true' : 'false',
        },
        s.color ? avatar(s.label, s.color, 'avatar tiny') : null,
        h('span', { class: 'suggestion-label' }, s.label),
        s.detail ? h('span', { class: 'suggestion-detail' }, s.detail) : null,
      );
      li.addEventListener('mousedown', (e) => e.preventDefault());
      li.addEventListener('click', () => accept(i));
      popup.append(li);
    });
    highlight(0);
  };

  const highlight = (index: number): void => {
    if (suggestions.length === 0) return;
    active = (index + suggestions.length) % suggestions.length;
    const options = popup.querySelectorAll('[role="option"]');
    options.forEach((li, i) => {
      li.classList.toggle('active', i === active);
      li.setAttribute('aria-selected', i === active ? 'true' : 'false');
    });
    input.setAttribute('aria-activedescendant', `suggestion-${active}`);
    options[active]?.scrollIntoView({ block: 'nearest' });
  };

  const accept = (index: number): void => {
    const s = suggestions[index];
    if (!s || !line) return;
    const { choice } = s;
    if (choice)
      picked = [choice, ...picked.filter((p) => p.option !== choice.option || p.name !== choice.name)].slice(
        0,
        50,
      );
    const at = caret();
    input.value = input.value.slice(0, line.tokenStart) + s.insert + input.value.slice(at);
    const pos = line.tokenStart + s.insert.length;
    input.setSelectionRange(pos, pos);
    input.focus();
    update();
    if (runOnAccept && readyToRun()) {
      runOnAccept = false;
      closePopup();
      void submit();
    }
  };

  const showHint = (): void => {
    clear(hint);
    if (error) {
      hint.append(h('div', { class: 'hint-error', role: 'alert' }, error));
    }
    if (!line?.command) {
      hint.hidden = !error;
      return;
    }
    hint.hidden = false;
    const editing = line.editing;
    const current = editing.kind === 'optionValue' ? editing.option.name : undefined;
    const title = `/${[line.command.name, ...line.path.map((p) => p.name)].join(' ')}`;
    const chips = line.leaf.map((o) => {
      const given = line?.given.some((g) => g.option.name === o.name);
      const cls = [
        'chip',
        o.required ? 'required' : '',
        given ? 'given' : '',
        o.name === current ? 'current' : '',
      ]
        .filter(Boolean)
        .join(' ');
      return h('span', { class: cls, title: o.description }, o.name, o.required ? '' : '?');
    });
    const leafInfo = line.path[line.path.length - 1] ?? line.command;
    const about =
      editing.kind === 'optionValue'
        ? `${editing.option.name}: ${editing.option.description}`
        : (leafInfo.description ?? '');
    hint.append(h('div', { class: 'hint-line' }, h('strong', {}, title), chips));
    if (about) hint.append(h('div', { class: 'hint-about' }, about));
  };

  const update = (): void => {
    error = '';
    const text = input.value.slice(0, caret());
    line = parseLine(text, host.commands(), names(), picked);
    showHint();
    const mention = text.startsWith('/') ? undefined : mentionAt(text);
    if (mention) {
      line.tokenStart = mention.start;
      showSuggestions(memberSuggestions(mention.query, '@'), 'Members');
      return;
    }
    const editing = line.editing;
    const lower = (s: string): string => s.toLowerCase();
    switch (editing.kind) {
      case 'command':
        showSuggestions(
          host
            .commands()
            .filter((c) => lower(c.name).startsWith(lower(editing.partial)))
            .map((c) => ({ label: `/${c.name}`, detail: c.description, insert: `/${c.name} ` })),
        );
        return;
      case 'subcommand':
        showSuggestions(
          editing.choices
            .filter((o) => lower(o.name).startsWith(lower(editing.partial)))
            .map((o) => ({
              label: `/${[line?.command?.name, ...(line?.path ?? []).map((p) => p.name), o.name].join(' ')}`,
              detail: o.description,
              insert: `${o.name} `,
            })),
        );
        return;
      case 'optionName':
        showSuggestions(
          editing.remaining
            .filter((o) => lower(o.name).startsWith(lower(editing.partial)))
            .sort((a, b) => Number(b.required ?? false) - Number(a.required ?? false))
            .map((o) => ({
              label: `${o.name}:`,
              detail: `${o.required ? '' : '(optional) '}${o.description}`,
              insert: `${o.name}:`,
            })),
        );
        return;
      case 'optionValue':
        suggestValues(editing.option, editing.partial);
        return;
      default:
        showSuggestions([]);
    }
  };

  /** The members whose name begins with `query` (or a word of it does), inserted as `prefix` + their name. */
  const memberSuggestions = (query: string, prefix = ''): Suggestion[] =>
    membersMatching(host.people(), query, host.present()).map((p) => ({
      label: p.name,
      insert: `${prefix}${p.name} `,
      color: p.color,
    }));

  /** A choice of `option` (registered, or the bot's autocomplete): shown and put in the box by its name, as on Discord. */
  const choiceSuggestion = (option: CommandOptionInfo, c: Omit<PickedChoice, 'option'>): Suggestion => ({
    label: c.name,
    detail: String(c.value),
    insert: `${c.name} `,
    choice: { option: option.name, name: c.name, value: c.value },
  });

  const suggestValues = (option: CommandOptionInfo, partial: string): void => {
    const lower = partial.toLowerCase();
    const matches = (...texts: string[]): boolean => texts.some((t) => t.toLowerCase().includes(lower));
    const end = ' ';
    if ((option.choices ?? []).length > 0) {
      showSuggestions(
        (option.choices ?? [])
          .filter((c) => matches(c.name, String(c.value)))
          .map((c) => choiceSuggestion(option, c)),
      );
    } else if (option.autocomplete) {
      showSuggestions([]);
      requestAutocomplete(option);
    } else if (option.type === OptionType.Boolean) {
      // Put in the box as listed, as Discord shows the pick; the line's parser takes any case (command-line.ts).
      showSuggestions(
        ['True', 'False'].filter((v) => matches(v)).map((v) => ({ label: v, insert: `${v}${end}` })),
      );
    } else if (option.type === OptionType.User || option.type === OptionType.Mentionable) {
      // As in the chat line: "@Be" or "be" offers Ben, and a name with a space is taken whole.
      showSuggestions(memberSuggestions(partial.replace(/^@/, '')), 'Members');
    } else if (option.type === OptionType.Channel) {
      showSuggestions(
        host
          .channels()
          .filter((c) => matches(c.name))
          .map((c) => ({ label: `#${c.name}`, insert: `${c.name}${end}` })),
      );
    } else {
      showSuggestions([]);
      if (!isFreeText(option)) return;
    }
  };

  const requestAutocomplete = (option: CommandOptionInfo): void => {
    if (autocompleteTimer) clearTimeout(autocompleteTimer);
    const turn = ++autocompleteTurn;
    const snapshot = line;
    autocompleteTimer = setTimeout(() => {
      if (!snapshot?.command) return;
      const built = buildOptions(snapshot, host.lookup, option.name);
      if (!built.ok) return;
      void host.autocomplete(snapshot.command.name, built.options).then((choices) => {
        if (turn !== autocompleteTurn) return;
        showSuggestions(choices.map((c) => choiceSuggestion(option, c)));
        if (choices.length === 0) {
          clear(popup);
          popup.append(h('li', { class: 'suggestion empty' }, 'No matches'));
          popup.hidden = false;
        }
      });
    }, 120);
  };

  /** Enter runs the line instead of accepting a suggestion once only optional options are left to offer. */
  const readyToRun = (): boolean => {
    if (!line || line.editing.kind !== 'optionName' || line.editing.partial !== '') return false;
    return line.leaf.every((o) => !o.required || line?.given.some((g) => g.option.name === o.name));
  };

  const closePopup = (): void => {
    suggestions = [];
    popup.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
  };

  const submit = async (): Promise<void> => {
    const text = input.value.trim();
    if (text === '') return;
    let send: () => Promise<{ ok: true } | { ok: false; error: string }>;
    if (text.startsWith('/')) {
      // A trailing space closes the last word, as if the person had moved on.
      const parsed = parseLine(`${text} `, host.commands(), names(), picked);
      const built = buildOptions(parsed, host.lookup);
      const command = parsed.command;
      if (!built.ok || !command) {
        error = built.ok ? 'Choose a command.' : built.error;
        line = parsed;
        showHint();
        return;
      }
      send = () => host.run(command.name, built.options);
    } else {
      send = () => host.say(withMentions(text, host.people()));
    }
    history.push(text);
    input.value = '';
    closePopup();
    line = undefined;
    showHint();
    form.classList.add('busy');
    const sentFrom = box;
    const result = await send();
    form.classList.remove('busy');
    if (!result.ok && sentFrom !== box) {
      // The person moved on meanwhile: the line waits in its own box, unless something new was typed there.
      if (sentFrom !== undefined && !drafts.get(sentFrom)) drafts.set(sentFrom, text);
    } else if (!result.ok) {
      error = result.error;
      if (input.value === '') input.value = text;
      showHint();
    }
  };

  input.addEventListener('input', () => {
    runOnAccept = false;
    update();
  });
  input.addEventListener('click', update);
  input.addEventListener('focus', () => {
    if (input.value.startsWith('/')) update();
  });
  // Closing waits a moment so a click on a suggestion lands first; focus back in the box by then (a button
  // that fills the box, like "Start a game") keeps the suggestions open.
  input.addEventListener('blur', () =>
    setTimeout(() => {
      if (document.activeElement !== input) closePopup();
    }, 150),
  );
  input.addEventListener('keydown', (e) => {
    const open = !popup.hidden && suggestions.length > 0;
    if (e.key === 'ArrowDown' && open) {
      e.preventDefault();
      highlight(active + 1);
    } else if (e.key === 'ArrowUp' && open) {
      e.preventDefault();
      highlight(active - 1);
    } else if (e.key === 'ArrowUp' && input.value === '' && history.length > 0) {
      e.preventDefault();
      input.value = history[history.length - 1] ?? '';
      update();
    } else if (e.key === 'Enter' && open && readyToRun()) {
      e.preventDefault();
      closePopup();
      void submit();
    } else if ((e.key === 'Tab' || e.key === 'Enter') && open) {
      e.preventDefault();
      accept(active);
    } else if (e.key === 'Escape') {
      closePopup();
    }
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void submit();
  });

  /**
   * "Message #general — or type / for commands"; on a phone only "Message #general", as Discord's app says: the
   * whole line was cut mid-word there ("… or type / for comman"). A long thread name still ends in "…" (CSS).
   */
  const phone = window.matchMedia('(max-width: 480px)');
  const showPlaceholder = (): void => {
    const channel = `Message #${host.channelName()}`;
    input.placeholder = phone.matches ? channel : `${channel} — or type / for commands`;
  };
  phone.addEventListener('change', showPlaceholder);

  return {
    refresh() {
      showPlaceholder();
      if (document.activeElement === input && input.value.startsWith('/')) update();
    },
    focus() {
      input.focus();
    },
    prefill(text) {
      runOnAccept = false;
      input.value = text;
      input.focus();
      input.setSelectionRange(text.length, text.length);
      update();
    },
    offer(text) {
      this.prefill(text);
      runOnAccept = true;
    },
    open(key) {
      if (key === box) return;
      if (box !== undefined) {
        if (input.value === '') drafts.delete(box);
        else drafts.set(box, input.value);
      }
      box = key;
      input.value = drafts.get(key) ?? '';
      if (autocompleteTimer) clearTimeout(autocompleteTimer);
      autocompleteTurn += 1;
      runOnAccept = false;
      error = '';
      line = undefined;
      closePopup();
      showHint();
    },
  };
}
