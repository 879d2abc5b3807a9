import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreOrder } from '../../../../contracts/checkout';
import type { Settlement } from './fulfil';
import { createFulfilOnce, ENDED_DECISION_KEPT_MS } from './fulfil-once';

const order = (id: string): Settlement => ({ kind: 'order', order: { id } as StoreOrder });

/** A decision that ends when the test says. */
function pending() {
  let end!: (settlement: Settlement) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<Settlement>((resolve, reject) => {
    end = resolve;
    fail = reject;
  });
  return { promise, end, fail };
}

describe('one fulfilment at a time per payment (decision 0242)', () => {
  it('a call while a decision runs joins it instead of deciding again', async () => {
    const once = createFulfilOnce();
    const first = pending();
    let decisions = 0;
    const listener = once.settle('pi_1', () => ((decisions += 1), first.promise));
    const running = once.running('pi_1');
    expect(running).toBeDefined();
    const confirm = once.settle('pi_1', () => ((decisions += 1), Promise.resolve(order('other'))), running);
    first.end(order('made'));
    expect(await listener).toEqual(order('made'));
    expect(await confirm).toEqual(order('made'));
    expect(decisions).toBe(1);
  });

  it('a decision that has ended is not shared: the next call decides afresh', async () => {
    const once = createFulfilOnce();
    await once.settle('pi_2', () => Promise.resolve(order('first')));
    expect(once.running('pi_2')).toBeUndefined();
    expect(await once.settle('pi_2', () => Promise.resolve(order('read again')))).toEqual(order('read again'));
  });

  it('a failed decision is never shared: the joiner decides for itself, the failure stays with its caller', async () => {
    const once = createFulfilOnce();
    const first = pending();
    const listener = once.settle('pi_3', () => first.promise);
    const running = once.running('pi_3');
    const confirm = once.settle('pi_3', () => Promise.resolve(order('own')), running);
    first.fail(new Error('connection lost'));
    await expect(listener).rejects.toThrow('connection lost');
    expect(await confirm).toEqual(order('own'));
    expect(once.running('pi_3')).toBeUndefined();
  });

  it('payments do not share decisions', async () => {
    const once = createFulfilOnce();
    const first = pending();
    const a = once.settle('pi_a', () => first.promise);
    expect(once.running('pi_b')).toBeUndefined();
    expect(await once.settle('pi_b', () => Promise.resolve(order('b')))).toEqual(order('b'));
    first.end(order('a'));
    expect(await a).toEqual(order('a'));
  });

  describe('a call that arrived while the decision ran (decision 0246)', () => {
    afterEach(() => vi.useRealTimers());

    it('takes the decision that ended after it arrived, without deciding again', async () => {
      const once = createFulfilOnce();
      const first = pending();
      const listener = once.settle('pi_4', () => first.promise);
      const arrivedAt = performance.now();
      first.end(order('made'));
      await listener;
      const ended = once.running('pi_4', arrivedAt);
      expect(ended).toBeDefined();
      let decisions = 0;
      expect(await once.settle('pi_4', () => ((decisions += 1), Promise.resolve(order('again'))), ended)).toEqual(
        order('made'),
      );
      expect(decisions).toBe(0);
    });

    it('never takes one that ended before it arrived', async () => {
      const once = createFulfilOnce();
      await once.settle('pi_5', () => Promise.resolve(order('earlier')));
      const arrivedAt = performance.now() + 1;
      expect(once.running('pi_5', arrivedAt)).toBeUndefined();
    });

    it('never takes a failed one', async () => {
      const once = createFulfilOnce();
      const arrivedAt = performance.now();
      await expect(once.settle('pi_6', () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
      expect(once.running('pi_6', arrivedAt)).toBeUndefined();
    });

    it('forgets an ended decision after a few seconds', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      const once = createFulfilOnce();
      const arrivedAt = performance.now();
      await once.settle('pi_7', () => Promise.resolve(order('made')));
      expect(once.running('pi_7', arrivedAt)).toBeDefined();
      vi.advanceTimersByTime(ENDED_DECISION_KEPT_MS);
      expect(once.running('pi_7', arrivedAt)).toBeUndefined();
    });
  });
});
