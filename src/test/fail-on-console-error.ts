/**
 * Vitest setup for every project: a test that logs `console.error` fails, with the logged text,
 * unless it said beforehand that it expects that error (`allowConsoleError(/pattern/)`).
 * React's act() and key warnings, unhandled query errors and server 500 logs all arrive through
 * console.error; a green test that printed one was hiding a defect.
 *
 * A test that replaces console.error itself (`vi.spyOn(console, 'error').mockImplementation(...)`)
 * takes the calls over: they never reach the check.
 */
import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

const original = console.error;
let allowed: RegExp[] = [];
let unexpected: string[] = [];

/**
 * Lets the current test log console.error lines matching `pattern` (tested against the formatted
 * line) without failing; matching lines are not printed. Reset after each test.
 */
export function allowConsoleError(...patterns: RegExp[]): void {
  allowed.push(...patterns);
}

beforeEach(() => {
  allowed = [];
  unexpected = [];
  console.error = (...args: unknown[]) => {
    const text = format(...args);
    if (allowed.some((pattern) => pattern.test(text))) return;
    unexpected.push(text);
    original(...args);
  };
});

/** The unexpected console.error lines of the current test so far, which are then forgotten. */
export function takeUnexpectedConsoleErrors(): string[] {
  const logged = unexpected;
  unexpected = [];
  return logged;
}

afterEach(() => {
  console.error = original;
  const logged = takeUnexpectedConsoleErrors();
  allowed = [];
  if (logged.length) {
    throw new Error(
      `This test logged console.error ${logged.length === 1 ? 'once' : `${logged.length} times`}; ` +
        `fix the cause, or call allowConsoleError(/pattern/) in the test if the error is expected:\n` +
        logged.map((text) => `  ${text.split('\n').slice(0, 6).join('\n  ')}`).join('\n'),
    );
  }
});
