/**
 * The parts of Discord's message objects the page draws, as loose structural types (the page reads JSON and
 * must not break on a field it does not know). Numbers are Discord's own enum values.
 */
export const Component = {
  ActionRow: 1,
  Button: 2,
  StringSelect: 3,
  TextInput: 4,
  UserSelect: 5,
  RoleSelect: 6,
  MentionableSelect: 7,
  ChannelSelect: 8,
  Section: 9,
  TextDisplay: 10,
  Thumbnail: 11,
  MediaGallery: 12,
  File: 13,
  Separator: 14,
  Container: 17,
  Label: 18,
} as const;

export const ButtonStyle = { Primary: 1, Secondary: 2, Success: 3, Danger: 4, Link: 5, Premium: 6 } as const;

export const OptionType = {
  Subcommand: 1,
  SubcommandGroup: 2,
  String: 3,
  Integer: 4,
  Boolean: 5,
  User: 6,
  Channel: 7,
  Role: 8,
  Mentionable: 9,
  Number: 10,
  Attachment: 11,
} as const;

export const MessageFlag = { Ephemeral: 1 << 6, Loading: 1 << 7, ComponentsV2: 1 << 15 } as const;

export interface Emoji {
  id?: string | null;
  name?: string | null;
}

export interface SelectOption {
  label: string;
  value: string;
  description?: string;
  emoji?: Emoji;
  default?: boolean;
}

export interface AnyComponent {
  type: number;
  id?: number;
  custom_id?: string;
  style?: number;
  label?: string;
  emoji?: Emoji;
  url?: string;
  disabled?: boolean;
  placeholder?: string;
  min_values?: number;
  max_values?: number;
  options?: SelectOption[];
  components?: AnyComponent[];
  component?: AnyComponent;
  accessory?: AnyComponent;
  content?: string;
  media?: { url: string };
  items?: { media: { url: string }; description?: string | null }[];
  description?: string | null;
  file?: { url: string };
  divider?: boolean;
  spacing?: number;
  accent_color?: number | null;
  // Text inputs (in modals)
  value?: string;
  required?: boolean;
  min_length?: number;
  max_length?: number;
}

export interface Embed {
  title?: string;
  description?: string;
  url?: string;
  color?: number;
  timestamp?: string;
  author?: { name: string; icon_url?: string; url?: string };
  footer?: { text: string; icon_url?: string };
  image?: { url: string };
  thumbnail?: { url: string };
  fields?: { name: string; value: string; inline?: boolean }[];
}

export interface Attachment {
  id: string;
  filename: string;
  url: string;
  proxy_url?: string;
  content_type?: string;
  description?: string;
  width?: number | null;
  height?: number | null;
  size?: number;
}

export interface User {
  id: string;
  username: string;
  global_name?: string | null;
  bot?: boolean;
}

export interface Message {
  id: string;
  channel_id: string;
  type: number;
  author: User;
  content: string;
  /** Whom it pings: the users its content mentions, after the bot's `allowed_mentions`. */
  mentions?: User[];
  mention_everyone?: boolean;
  timestamp: string;
  edited_timestamp?: string | null;
  flags?: number;
  embeds?: Embed[];
  attachments?: Attachment[];
  components?: AnyComponent[];
  interaction_metadata?: { user?: User; type?: number } | null;
  interaction?: { name?: string; user?: User } | null;
  thread?: { id: string; name: string; message_count?: number } | null;
  message_reference?: { message_id?: string; channel_id?: string } | null;
}

export interface Modal {
  custom_id: string;
  title: string;
  components: AnyComponent[];
}
