import { describe, expect, it, vi } from 'vitest';
import { allowConsoleError, takeUnexpectedConsoleErrors } from './fail-on-console-error';

describe('the console.error check (set up for every test)', () => {
  it('collects an unexpected console.error, formatted, for the after-each check to fail on', () => {
    console.error('Warning: %s went wrong', 'something', { id: 7 });
    expect(takeUnexpectedConsoleErrors()).toEqual(['Warning: something went wrong { id: 7 }']);
  });

  it('lets a test allow the errors it expects, and only those', () => {
    allowConsoleError(/^expected failure/);
    console.error('expected failure: the server answered 500');
    console.error('an act() warning');
    expect(takeUnexpectedConsoleErrors()).toEqual(['an act() warning']);
  });

  it('forgets the allowances of the previous test', () => {
    console.error('expected failure: again');
    expect(takeUnexpectedConsoleErrors()).toEqual(['expected failure: again']);
  });

  it('leaves the calls to a test that replaced console.error itself', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    console.error('handled by the test');
    expect(spy).toHaveBeenCalledWith('handled by the test');
    spy.mockRestore();
    expect(takeUnexpectedConsoleErrors()).toEqual([]);
  });
});
