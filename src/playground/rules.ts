import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { addFieldError, type FieldErrors } from './errors';
import { LIMITS } from './limits';

type Path = (string | number)[];
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Message rules Discord enforces beyond the OpenAPI schema: one select per row or up to five buttons, button
 * shapes, custom ids unique per message, select option counts, embed totals. Appends to `errors`.
 */
export function checkMessageRules(body: Obj, base: Path, errors: FieldErrors): void {
  checkComponents(body.components, [...base, 'components'], errors);
  checkEmbeds(body.embeds, [...base, 'embeds'], errors);
  if (typeof body.content === 'string' && body.content.length > LIMITS.contentLength) {
    addFieldError(errors, [...base, 'content'], {
      code: 'BASE_TYPE_MAX_LENGTH',
      message: `Must be ${LIMITS.contentLength} or fewer in length.`,
    });
  }
}

function checkComponents(components: unknown, path: Path, errors: FieldErrors): void {
  if (!Array.isArray(components)) return;
  if (components.length > LIMITS.actionRows) {
    addFieldError(errors, path, {
      code: 'BASE_TYPE_MAX_LENGTH',
      message: `Must be ${LIMITS.actionRows} or fewer in length.`,
    });
  }
  const seen = new Set<string>();
  components.forEach((row, r) => {
    if (!isObj(row) || row.type !== ComponentType.ActionRow || !Array.isArray(row.components)) return;
    const children = row.components.filter(isObj);
    const selects = children.filter((c) => c.type !== ComponentType.Button);
    const rowPath = [...path, r, 'components'];
    if ((selects.length > 0 && children.length > 1) || children.length > LIMITS.buttonsPerRow) {
      addFieldError(errors, rowPath, {
        code: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
        message: 'The specified component exceeds the maximum width',
      });
    }
    children.forEach((child, c) => {
      const childPath = [...rowPath, c];
      const customId = child.custom_id;
      if (typeof customId === 'string') {
        if (seen.has(customId)) {
          addFieldError(errors, [...childPath, 'custom_id'], {
            code: 'COMPONENT_CUSTOM_ID_DUPLICATED',
            message: 'Component custom id cannot be duplicated',
          });
        }
        seen.add(customId);
        if (customId.length < 1 || customId.length > LIMITS.customIdLength) {
          addFieldError(errors, [...childPath, 'custom_id'], {
            code: 'BASE_TYPE_BAD_LENGTH',
            message: `Must be between 1 and ${LIMITS.customIdLength} in length.`,
          });
        }
      }
      if (child.type === ComponentType.Button) checkButton(child, childPath, errors);
      if (child.type === ComponentType.StringSelect) checkStringSelect(child, childPath, errors);
    });
  });
}

function checkButton(button: Obj, path: Path, errors: FieldErrors): void {
  const isLink = button.style === ButtonStyle.Link;
  const isPremium = button.style === ButtonStyle.Premium;
  if (isLink && (typeof button.url !== 'string' || button.custom_id !== undefined)) {
    addFieldError(errors, [...path, 'url'], {
      code: 'BUTTON_COMPONENT_URL_REQUIRED',
      message: 'A url is required',
    });
  }
  if (!isLink && !isPremium && typeof button.custom_id !== 'string') {
    addFieldError(errors, [...path, 'custom_id'], {
      code: 'BUTTON_COMPONENT_CUSTOM_ID_REQUIRED',
      message: 'A custom id is required',
    });
  }
  if (!isLink && button.url !== undefined && button.url !== null) {
    addFieldError(errors, [...path, 'url'], {
      code: 'BUTTON_COMPONENT_INVALID_URL',
      message: 'A url is only allowed on link buttons',
    });
  }
  if (!isPremium && !str(button.label) && !isObj(button.emoji)) {
    addFieldError(errors, [...path, 'label'], {
      code: 'BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED',
      message: 'A label or an emoji is required',
    });
  }
  if (str(button.label).length > LIMITS.buttonLabel) {
    addFieldError(errors, [...path, 'label'], {
      code: 'BASE_TYPE_MAX_LENGTH',
      message: `Must be ${LIMITS.buttonLabel} or fewer in length.`,
    });
  }
}

function checkStringSelect(select: Obj, path: Path, errors: FieldErrors): void {
  const options = Array.isArray(select.options) ? select.options.filter(isObj) : [];
  if (options.length < 1 || options.length > LIMITS.selectOptions) {
    addFieldError(errors, [...path, 'options'], {
      code: 'BASE_TYPE_BAD_LENGTH',
      message: `Must be between 1 and ${LIMITS.selectOptions} in length.`,
    });
  }
  const values = new Set<string>();
  options.forEach((option, o) => {
    const value = str(option.value);
    if (values.has(value)) {
      addFieldError(errors, [...path, 'options', o, 'value'], {
        code: 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED',
        message: 'Component option values must be unique',
      });
    }
    values.add(value);
  });
  const min = typeof select.min_values === 'number' ? select.min_values : 1;
  const max = typeof select.max_values === 'number' ? select.max_values : 1;
  if (max > options.length || min > max) {
    addFieldError(errors, [...path, 'max_values'], {
      code: 'BASE_TYPE_MAX',
      message: `Must be less than or equal to ${options.length}.`,
    });
  }
  const defaults = options.filter((o) => o.default === true).length;
  if (defaults > max) {
    addFieldError(errors, [...path, 'options'], {
      code: 'SELECT_COMPONENT_TOO_MANY_DEFAULT_VALUES',
      message: 'The number of default values exceeds max_values',
    });
  }
}

function checkEmbeds(embeds: unknown, path: Path, errors: FieldErrors): void {
  if (!Array.isArray(embeds)) return;
  if (embeds.length > LIMITS.embeds) {
    addFieldError(errors, path, {
      code: 'BASE_TYPE_MAX_LENGTH',
      message: `Must be ${LIMITS.embeds} or fewer in length.`,
    });
  }
  let total = 0;
  const over = (value: unknown, limit: number, at: Path): void => {
    total += str(value).length;
    if (str(value).length > limit) {
      addFieldError(errors, at, {
        code: 'BASE_TYPE_MAX_LENGTH',
        message: `Must be ${limit} or fewer in length.`,
      });
    }
  };
  embeds.forEach((embed, e) => {
    if (!isObj(embed)) return;
    over(embed.title, LIMITS.embedTitle, [...path, e, 'title']);
    over(embed.description, LIMITS.embedDescription, [...path, e, 'description']);
    if (isObj(embed.footer)) over(embed.footer.text, LIMITS.embedFooterText, [...path, e, 'footer', 'text']);
    if (isObj(embed.author)) over(embed.author.name, LIMITS.embedAuthorName, [...path, e, 'author', 'name']);
    const fields = Array.isArray(embed.fields) ? embed.fields : [];
    if (fields.length > LIMITS.embedFields) {
      addFieldError(errors, [...path, e, 'fields'], {
        code: 'BASE_TYPE_MAX_LENGTH',
        message: `Must be ${LIMITS.embedFields} or fewer in length.`,
      });
    }
    fields.forEach((field: unknown, f) => {
      if (!isObj(field)) return;
      over(field.name, LIMITS.embedFieldName, [...path, e, 'fields', f, 'name']);
      over(field.value, LIMITS.embedFieldValue, [...path, e, 'fields', f, 'value']);
    });
  });
  if (total > LIMITS.embedTotalCharacters) {
    addFieldError(errors, path, {
      code: 'MAX_EMBED_SIZE_EXCEEDED',
      message: `Embed size exceeds maximum size of ${LIMITS.embedTotalCharacters}`,
    });
  }
}
