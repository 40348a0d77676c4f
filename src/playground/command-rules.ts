import { ApplicationCommandOptionType, ApplicationCommandType } from 'discord-api-types/v10';
import { addFieldError, type FieldErrors } from './errors';

type Obj = Record<string, unknown>;
type Path = (string | number)[];
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Discord's name rule for chat-input commands and options: lowercase letters, digits, - and _, 1–32. */
const CHAT_INPUT_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
/** Name + description + every option's name, description and choices, at most (APPLICATION_COMMAND_TOO_LARGE). */
export const MAX_COMMAND_CHARACTERS = 4000;

const SUB = ApplicationCommandOptionType.Subcommand;
const GROUP = ApplicationCommandOptionType.SubcommandGroup;

function checkName(name: unknown, path: Path, errors: FieldErrors): void {
  if (typeof name !== 'string') return;
  if (!CHAT_INPUT_NAME.test(name) || name !== name.toLowerCase()) {
    addFieldError(errors, [...path, 'name'], {
      code: 'APPLICATION_COMMAND_INVALID_NAME',
      message: 'Command name is invalid',
    });
  }
}

function checkDescription(description: unknown, path: Path, errors: FieldErrors): void {
  if (typeof description !== 'string' || description.length < 1 || description.length > 100) {
    addFieldError(errors, [...path, 'description'], {
      code: 'BASE_TYPE_BAD_LENGTH',
      message: 'Must be between 1 and 100 in length.',
    });
  }
}

/** A command's size as Discord counts it against MAX_COMMAND_CHARACTERS (an option's, its sub-options' too). */
export function commandCharacters(option: Obj): number {
  const text = (v: unknown) => (typeof v === 'string' ? v.length : 0);
  const choices = Array.isArray(option.choices) ? option.choices.filter(isObj) : [];
  const children = Array.isArray(option.options) ? option.options.filter(isObj) : [];
  return (
    text(option.name) +
    text(option.description) +
    choices.reduce((n, c) => n + text(c.name) + String(c.value ?? '').length, 0) +
    children.reduce((n, c) => n + commandCharacters(c), 0)
  );
}

function checkOptions(
  options: unknown,
  path: Path,
  errors: FieldErrors,
  level: 'top' | 'group' | 'sub',
): void {
  if (!Array.isArray(options)) return;
  const list = options.filter(isObj);
  const names = new Set<string>();
  let optionalSeen = false;
  const nested = list.filter((o) => o.type === SUB || o.type === GROUP).length;
  if (nested > 0 && nested < list.length) {
    addFieldError(errors, [...path, 'options'], {
      code: 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
      message: 'Sub-command and sub-command group option types are mutually exclusive to all other types',
    });
  }
  list.forEach((option, index) => {
    const at = [...path, 'options', index];
    checkName(option.name, at, errors);
    checkDescription(option.description, at, errors);
    if (typeof option.name === 'string') {
      if (names.has(option.name)) {
        addFieldError(errors, [...at, 'name'], {
          code: 'APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS',
          message: 'Option names must be unique',
        });
      }
      names.add(option.name);
    }
    const isGroup = option.type === GROUP;
    const isSub = option.type === SUB;
    if ((isGroup && level !== 'top') || (isSub && level === 'sub')) {
      addFieldError(errors, [...at, 'type'], {
        code: 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
        message: 'Sub-commands cannot be nested this deep',
      });
    }
    if (level === 'group' && !isSub) {
      addFieldError(errors, [...at, 'type'], {
        code: 'APPLICATION_COMMAND_OPTIONS_TYPE_INVALID',
        message: 'A sub-command group contains only sub-commands',
      });
    }
    if (!isGroup && !isSub) {
      if (option.required === true && optionalSeen) {
        addFieldError(errors, [...at, 'required'], {
          code: 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID',
          message: 'Required options must be placed before non-required options',
        });
      }
      if (option.required !== true) optionalSeen = true;
      if (option.autocomplete === true && Array.isArray(option.choices) && option.choices.length > 0) {
        addFieldError(errors, [...at, 'autocomplete'], {
          code: 'APPLICATION_COMMAND_OPTIONS_AUTOCOMPLETE_CHOICES',
          message: 'Autocomplete cannot be set on an option with choices',
        });
      }
    }
    if (isGroup) checkOptions(option.options, at, errors, 'group');
    if (isSub) checkOptions(option.options, at, errors, 'sub');
  });
}

/** The registration rules Discord checks beyond the OpenAPI schema, for one command body at `path`. */
export function checkCommandRules(command: Obj, path: Path, errors: FieldErrors): void {
  const type = command.type ?? ApplicationCommandType.ChatInput;
  if (type !== ApplicationCommandType.ChatInput) return;
  checkName(command.name, path, errors);
  checkDescription(command.description, path, errors);
  checkOptions(command.options, path, errors, 'top');
  if (commandCharacters(command) > MAX_COMMAND_CHARACTERS) {
    addFieldError(errors, path, {
      code: 'APPLICATION_COMMAND_TOO_LARGE',
      message: `Command exceeds maximum size (${MAX_COMMAND_CHARACTERS})`,
    });
  }
}
