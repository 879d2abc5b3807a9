import { describe, expect, it } from 'vitest';
import { lazily } from './lazily';

describe('lazily', () => {
  it('makes nothing until asked, then once for every caller', async () => {
    let made = 0;
    const get = lazily(async () => ({ n: ++made }));
    expect(made).toBe(0);
    const [a, b] = await Promise.all([get(), get()]);
    expect(made).toBe(1);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
  });

  it('forgets a failure, so the next call tries again', async () => {
    let attempts = 0;
    const get = lazily(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('database down');
      return 'ready';
    });
    await expect(get()).rejects.toThrow('database down');
    expect(await get()).toBe('ready');
    expect(attempts).toBe(2);
  });
});
