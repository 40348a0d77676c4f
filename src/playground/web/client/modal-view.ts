/**
 * A modal as Discord shows it: a dialog with the bot's title, its text inputs (short or paragraph, required,
 * length limits, prefilled values) and Cancel / Submit. Uses <dialog>, so Esc closes it and focus stays inside.
 */
import { h } from './dom';
import { Component, type AnyComponent, type Modal } from './shapes';

interface Field {
  customId: string;
  read(): string;
}

export function openModal(
  modal: Modal,
  submit: (
    customId: string,
    fields: Record<string, string>,
  ) => Promise<{ ok: true } | { ok: false; error: string }>,
): void {
  const fields: Field[] = [];
  const inputs: HTMLElement[] = [];

  const textInput = (c: AnyComponent, label: string | undefined, description?: string): HTMLElement => {
    const id = `modal-field-${fields.length}`;
    const paragraph = c.style === 2;
    const attrs = {
      id,
      name: c.custom_id,
      placeholder: c.placeholder,
      required: c.required !== false,
      minlength: c.min_length,
      maxlength: c.max_length,
    };
    const control = paragraph ? h('textarea', { ...attrs, rows: 4 }) : h('input', { ...attrs, type: 'text' });
    control.value = c.value ?? '';
    fields.push({ customId: c.custom_id ?? '', read: () => control.value });
    inputs.push(control);
    return h(
      'div',
      { class: 'modal-field' },
      h(
        'label',
        { for: id },
        label ?? c.label ?? '',
        c.required !== false ? h('span', { class: 'req' }, ' *') : null,
      ),
      description ? h('div', { class: 'modal-description' }, description) : null,
      control,
    );
  };

  const select = (c: AnyComponent, label: string, description?: string): HTMLElement => {
    const id = `modal-field-${fields.length}`;
    const control = h(
      'select',
      { id, name: c.custom_id, required: c.required !== false },
      h('option', { value: '' }, c.placeholder ?? 'Choose…'),
      (c.options ?? []).map((o) => h('option', { value: o.value, selected: o.default === true }, o.label)),
    );
    fields.push({ customId: c.custom_id ?? '', read: () => control.value });
    inputs.push(control);
    return h(
      'div',
      { class: 'modal-field' },
      h('label', { for: id }, label),
      description ? h('div', { class: 'modal-description' }, description) : null,
      control,
    );
  };

  const body = modal.components.flatMap((row): (HTMLElement | null)[] => {
    if (row.type === Component.ActionRow) {
      return (row.components ?? []).map((c) =>
        c.type === Component.TextInput ? textInput(c, c.label) : null,
      );
    }
    if (row.type === Component.Label && row.component) {
      const inner = row.component;
      if (inner.type === Component.TextInput)
        return [textInput(inner, row.label, row.description ?? undefined)];
      if (inner.type === Component.StringSelect)
        return [select(inner, row.label ?? '', row.description ?? undefined)];
    }
    if (row.type === Component.TextDisplay) return [h('p', { class: 'modal-text' }, row.content ?? '')];
    return [];
  });

  const error = h('div', { class: 'modal-error', role: 'alert', hidden: true });
  const submitButton = h('button', { type: 'submit', class: 'button primary' }, 'Submit');
  const form = h(
    'form',
    { method: 'dialog', class: 'modal-form' },
    h('h2', { class: 'modal-title' }, modal.title),
    body,
    error,
    h(
      'div',
      { class: 'modal-actions' },
      h('button', { type: 'button', class: 'button linklike', onclick: () => dialog.close() }, 'Cancel'),
      submitButton,
    ),
  );
  const dialog = h('dialog', { class: 'modal', 'aria-label': modal.title }, form);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const values: Record<string, string> = {};
    for (const f of fields) values[f.customId] = f.read();
    submitButton.disabled = true;
    void submit(modal.custom_id, values).then((result) => {
      submitButton.disabled = false;
      if (result.ok) {
        dialog.close();
      } else {
        error.hidden = false;
        error.textContent = result.error;
      }
    });
  });
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  inputs[0]?.focus();
}
