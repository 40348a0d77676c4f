/**
 * zod schemas for the bodies the page posts to the bridge (see protocol.ts). Anything else is answered 400
 * with the first problem in words.
 */
import { z } from 'zod';
import { plainMessageRefusal } from '../messages';
import type { OptionValue } from './protocol';

const id = z.string().min(1).max(100);

const optionValue: z.ZodType<OptionValue> = z.lazy(() =>
  z.object({
    name: z.string().min(1).max(32),
    type: z.number().int().min(1).max(11),
    value: z.union([z.string().max(6000), z.number(), z.boolean()]).optional(),
    options: z.array(optionValue).max(25).optional(),
    focused: z.boolean().optional(),
  }),
);

export const runCommandRequest = z.object({
  user: id,
  channelId: id,
  name: z.string().min(1).max(32),
  options: z.array(optionValue).max(25),
});

export const clickRequest = z.object({
  user: id,
  channelId: id,
  messageId: id,
  customId: z.string().min(1).max(100),
});

export const selectRequest = clickRequest.extend({
  values: z.array(z.string().max(100)).max(25),
});

export const submitModalRequest = z.object({
  user: id,
  channelId: id,
  messageId: id.optional(),
  customId: z.string().min(1).max(100),
  fields: z.record(z.string().max(100), z.string().max(4000)),
});

export const dismissRequest = z.object({ user: id, channelId: id, messageId: id });

/** Trimmed as Discord's client does, then refused as it would be: blank, or over 2000 characters. */
export const sayRequest = z.object({
  user: id,
  channelId: id,
  content: z
    .string()
    .trim()
    .superRefine((content, ctx) => {
      const refusal = plainMessageRefusal(content);
      if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
    }),
});

/** The first issue of a failed parse, as a sentence for the page. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid request';
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}
