/**
 * Message components as Discord draws them: rows of buttons (five styles, disabled, emoji) and select menus
 * (a keyboard-usable listbox: arrows, Enter, Escape; several values when max_values > 1), plus the display
 * components of "components v2" (text, sections, galleries, separators, containers).
 */
import { h, type Child } from './dom';
import { drawEmoji } from './emoji';
import { markdown, type MarkdownContext } from './markdown';
import { placeList } from './popup-place';
import { ButtonStyle, Component, type AnyComponent, type Emoji, type SelectOption } from './shapes';

export interface ComponentActions {
  click(customId: string): Promise<void>;
  select(customId: string, values: string[]): Promise<void>;
  openImage(url: string, alt: string): void;
  /** Choices for user/channel selects. */
  people(): { id: string; name: string }[];
  channels(): { id: string; name: string }[];
  markdown: MarkdownContext;
}

const STYLE_CLASS: Record<number, string> = {
  [ButtonStyle.Primary]: 'primary',
  [ButtonStyle.Secondary]: 'secondary',
  [ButtonStyle.Success]: 'success',
  [ButtonStyle.Danger]: 'danger',
  [ButtonStyle.Link]: 'link',
  [ButtonStyle.Premium]: 'secondary',
};

export function emojiText(emoji: Emoji | undefined): string {
  if (!emoji) return '';
  if (emoji.id) return `:${emoji.name ?? 'emoji'}:`;
  return emoji.name ?? '';
}

export function renderComponents(components: AnyComponent[], actions: ComponentActions): HTMLElement {
  return h(
    'div',
    { class: 'components' },
    components.map((c) => renderComponent(c, actions)),
  );
}

function renderComponent(c: AnyComponent, actions: ComponentActions): Child {
  switch (c.type) {
    case Component.ActionRow:
      return h(
        'div',
        { class: 'action-row' },
        (c.components ?? []).map((child) => renderComponent(child, actions)),
      );
    case Component.Button:
      return renderButton(c, actions);
    case Component.StringSelect:
      return renderSelect(c, c.options ?? [], actions);
    case Component.UserSelect:
    case Component.MentionableSelect:
      return renderSelect(
        c,
        actions.people().map((p) => ({ label: p.name, value: p.id })),
        actions,
      );
    case Component.ChannelSelect:
      return renderSelect(
        c,
        actions.channels().map((ch) => ({ label: `#${ch.name}`, value: ch.id })),
        actions,
      );
    case Component.RoleSelect:
      return renderSelect(c, [], actions);
    case Component.TextDisplay:
      return h('div', { class: 'text-display' }, markdown(c.content ?? '', actions.markdown));
    case Component.Section:
      return h(
        'div',
        { class: 'section' },
        h(
          'div',
          { class: 'section-text' },
          (c.components ?? []).map((child) => renderComponent(child, actions)),
        ),
        c.accessory ? renderComponent(c.accessory, actions) : null,
      );
    case Component.Thumbnail:
      return c.media ? image(c.media.url, c.description ?? '', 'thumbnail', actions) : null;
    case Component.MediaGallery:
      return h(
        'div',
        { class: 'gallery' },
        (c.items ?? []).map((item) => image(item.media.url, item.description ?? '', 'gallery-item', actions)),
      );
    case Component.File:
      return c.file ? h('a', { class: 'file', href: c.file.url, download: '' }, 'File') : null;
    case Component.Separator:
      return h('hr', { class: c.divider === false ? 'separator invisible' : 'separator' });
    case Component.Container:
      return h(
        'div',
        {
          class: 'container',
          style:
            c.accent_color !== undefined && c.accent_color !== null
              ? `border-left-color: #${c.accent_color.toString(16).padStart(6, '0')}`
              : undefined,
        },
        (c.components ?? []).map((child) => renderComponent(child, actions)),
      );
    default:
      return null;
  }
}

export function image(
  url: string,
  alt: string,
  cls: string,
  actions: Pick<ComponentActions, 'openImage'>,
): HTMLElement {
  const img = h('img', { src: url, alt, loading: 'lazy', class: cls });
  // The playground keeps the pictures of the newest messages only: an older one is gone from the server.
  img.addEventListener('error', () =>
    button.replaceWith(
      h(
        'div',
        { class: `image-gone ${cls}-gone`, role: 'img', 'aria-label': alt || 'Picture' },
        h('strong', {}, 'Picture no longer kept'),
        ' (only the newest messages keep theirs)',
        alt ? h('div', { class: 'image-gone-alt' }, alt) : null,
      ),
    ),
  );
  const button = h(
    'button',
    {
      type: 'button',
      class: `image-button ${cls}-wrap`,
      title: alt ? `${alt} (click to enlarge)` : 'Click to enlarge',
      'aria-label': alt ? `Enlarge image: ${alt}` : 'Enlarge image',
      onclick: () => actions.openImage(url, alt),
    },
    img,
  );
  return button;
}

function renderButton(c: AnyComponent, actions: ComponentActions): HTMLElement {
  const style = STYLE_CLASS[c.style ?? ButtonStyle.Secondary] ?? 'secondary';
  const emoji = emojiText(c.emoji);
  const content: Child[] = [
    emoji ? h('span', { class: 'emoji', 'aria-hidden': 'true' }, emoji) : null,
    c.label ? h('span', { class: 'label' }, c.label) : null,
  ];
  if (c.style === ButtonStyle.Link && c.url) {
    return h(
      'a',
      {
        class: `button ${style}`,
        href: c.url,
        target: '_blank',
        rel: 'noopener noreferrer',
        'aria-disabled': c.disabled ? 'true' : undefined,
      },
      content,
      h('span', { class: 'external', 'aria-hidden': 'true' }, '↗'),
    );
  }
  const button = h(
    'button',
    {
      type: 'button',
      class: `button ${style}`,
      disabled: c.disabled === true,
      'data-custom-id': c.custom_id,
      // An emoji-only button still needs a name for screen readers.
      'aria-label': c.label ? undefined : (c.emoji?.name ?? 'button'),
    },
    content,
  );
  button.addEventListener('click', () => {
    if (!c.custom_id || button.disabled) return;
    button.classList.add('busy');
    button.disabled = true;
    void actions.click(c.custom_id).finally(() => {
      button.classList.remove('busy');
      button.disabled = c.disabled === true;
    });
  });
  return button;
}

let selectCounter = 0;

function renderSelect(c: AnyComponent, options: SelectOption[], actions: ComponentActions): HTMLElement {
  const listId = `select-list-${++selectCounter}`;
  const min = c.min_values ?? 1;
  const max = Math.min(c.max_values ?? 1, Math.max(options.length, 1));
  const multiple = max > 1;
  const chosen = new Set(options.filter((o) => o.default).map((o) => o.value));
  const disabled = c.disabled === true || options.length === 0;

  const summary = h('span', { class: 'select-summary' });
  const showSummary = (): void => {
    const labels = options.filter((o) => chosen.has(o.value)).map((o) => o.label);
    summary.textContent = labels.length > 0 ? labels.join(', ') : (c.placeholder ?? 'Make a selection');
    summary.classList.toggle('placeholder', labels.length === 0);
    drawEmoji(summary);
  };
  showSummary();

  const trigger = h(
    'button',
    {
      type: 'button',
      class: 'select-trigger',
      disabled,
      'aria-haspopup': 'listbox',
      'aria-expanded': 'false',
      'aria-controls': listId,
      'data-custom-id': c.custom_id,
    },
    summary,
    h('span', { class: 'chevron', 'aria-hidden': 'true' }, '▾'),
  );
  const list = h('ul', {
    class: 'select-list',
    id: listId,
    role: 'listbox',
    tabindex: -1,
    'aria-multiselectable': multiple ? 'true' : undefined,
    hidden: true,
  });
  const wrap = h('div', { class: 'select' }, trigger, list);
  let active = 0;

  const items = options.map((o, index) => {
    const li = h(
      'li',
      {
        role: 'option',
        class: 'select-option',
        id: `${listId}-${index}`,
        'aria-selected': chosen.has(o.value) ? 'true' : 'false',
        'data-value': o.value,
      },
      multiple ? h('span', { class: 'check', 'aria-hidden': 'true' }) : null,
      o.emoji ? h('span', { class: 'emoji', 'aria-hidden': 'true' }, emojiText(o.emoji)) : null,
      h(
        'span',
        { class: 'option-text' },
        h('span', { class: 'option-label' }, o.label),
        o.description ? h('span', { class: 'option-description' }, o.description) : null,
      ),
    );
    li.addEventListener('mousedown', (e) => e.preventDefault());
    li.addEventListener('click', () => {
      active = index;
      toggle(index);
    });
    return li;
  });
  list.append(...items);

  const highlight = (index: number): void => {
    active = Math.max(0, Math.min(items.length - 1, index));
    items.forEach((li, i) => li.classList.toggle('active', i === active));
    list.setAttribute('aria-activedescendant', `${listId}-${active}`);
    items[active]?.scrollIntoView({ block: 'nearest' });
  };

  const open = (): void => {
    if (disabled) return;
    list.hidden = false;
    wrap.classList.add('open');
    placeList(wrap, list);
    trigger.setAttribute('aria-expanded', 'true');
    highlight(active);
    list.focus();
  };
  const close = (commit: boolean): void => {
    if (list.hidden) return;
    list.hidden = true;
    wrap.classList.remove('open');
    trigger.setAttribute('aria-expanded', 'false');
    trigger.focus();
    if (commit && multiple && chosen.size >= min) send();
  };
  const send = (): void => {
    if (!c.custom_id) return;
    const values = options.filter((o) => chosen.has(o.value)).map((o) => o.value);
    trigger.disabled = true;
    wrap.classList.add('busy');
    void actions.select(c.custom_id, values).finally(() => {
      trigger.disabled = disabled;
      wrap.classList.remove('busy');
    });
  };
  const toggle = (index: number): void => {
    const option = options[index];
    if (!option) return;
    if (multiple) {
      if (chosen.has(option.value)) chosen.delete(option.value);
      else if (chosen.size < max) chosen.add(option.value);
      items.forEach((li, i) => {
        const o = options[i];
        li.setAttribute('aria-selected', o && chosen.has(o.value) ? 'true' : 'false');
      });
      showSummary();
    } else {
      chosen.clear();
      chosen.add(option.value);
      showSummary();
      close(false);
      send();
    }
  };

  trigger.addEventListener('click', () => (list.hidden ? open() : close(true)));
  trigger.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      open();
    }
  });
  list.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown') highlight(active + 1);
    else if (e.key === 'ArrowUp') highlight(active - 1);
    else if (e.key === 'Home') highlight(0);
    else if (e.key === 'End') highlight(items.length - 1);
    else if (e.key === 'Enter' || e.key === ' ') toggle(active);
    else if (e.key === 'Escape') close(false);
    else if (e.key === 'Tab') {
      close(true);
      return;
    } else return;
    e.preventDefault();
  });
  list.addEventListener('blur', () => close(true));
  return wrap;
}
