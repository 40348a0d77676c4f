/**
 * "Nothing changed." by one rule (docs/glossary.md, "refusal"): it closes only the bot's answers to what a
 * player typed or filled in and could not be taken, and to a call the bot held back on its own side (the rate
 * limit, a busy database, a restart, a failure, a damaged game), so the player knows to try again. A rule
 * refusal explains the rule instead, and a click that moves nothing (a page button, a menu) says where to go.
 * So the words never stand mid-sentence ("…, so nothing changed.", "— nothing was changed;").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESTARTING } from '../../src/discord/bot';
import { BUSY_MESSAGE, DAMAGED_MESSAGE, INTERNAL_MESSAGE } from '../../src/table';

const SRC = join(import.meta.dirname, '..', '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

/** A line of code (not a comment) saying "nothing (was) changed" anywhere but as a string's last sentence. */
function midSentence(line: string): boolean {
  const code = line.trim();
  if (code.startsWith('*') || code.startsWith('/*') || code.startsWith('//')) return false;
  return /nothing (was )?changed/i.test(code.replaceAll(/ Nothing changed\.(?=['"`])/g, ''));
}

describe('"Nothing changed." closes an answer, never stands mid-sentence', () => {
  it('the texts of a call held back on the bot’s side end with it', () => {
    for (const text of [BUSY_MESSAGE, INTERNAL_MESSAGE, DAMAGED_MESSAGE, RESTARTING]) {
      expect(text).toMatch(/[.)] Nothing changed\.$/);
      expect(text.slice(0, -'Nothing changed.'.length)).not.toMatch(/nothing (was )?changed/i);
    }
  });

  it('no text in src/ (src/tools, the operators’ tools, aside) says it mid-sentence or "Nothing was changed"', () => {
    const found: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const rel = relative(SRC, file);
      if (rel.startsWith('tools')) continue; // command-line errors for an operator, not the bot's answers
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (midSentence(line)) found.push(`src/${rel}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
