/**
 * Component tests run on CI's two busy cores beside the API tests' databases: a render that takes
 * longer than Testing Library's default second there is load, not a defect. findBy and waitFor
 * wait up to 10 s for the state they expect (they return as soon as it is there, so a passing
 * test is no slower); a state that never comes still fails the test.
 *
 * Only files that run in jsdom render anything: the others (domain rules, contracts, scripts) do
 * not import Testing Library at all, which is most of their start-up (issue 27, decision 0216).
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 10_000 });
}

// A module (its top-level await needs one), exporting nothing.
export {};
