/**
 * What a shop-wide journey changes for every checkout (fees, a pause, capacity, a closure, opening
 * hours), undone after the test in `afterEach`: a hook runs even when the test ran out of time, a
 * `finally` in the test body does not, and the next journeys would meet the change. Each undo
 * step gets the test's request client and a fresh admin header.
 */
import type { APIRequestContext } from '@playwright/test';
import { test } from './fixtures';
import { adminHeaders } from './sign-in';

type UndoStep = (request: APIRequestContext, admin: Record<string, string>) => Promise<unknown>;

/** Call at a spec's top level; the function it gives registers an undo step, run last first. */
export function undoAfterEach(): (step: UndoStep) => void {
  let steps: UndoStep[] = [];
  test.afterEach(async ({ browser, request }) => {
    const pending = steps.reverse();
    steps = [];
    if (!pending.length) return;
    const admin = await adminHeaders(browser, test.info().project.use.baseURL);
    for (const step of pending) await step(request, admin);
  });
  return (step) => void steps.push(step);
}
