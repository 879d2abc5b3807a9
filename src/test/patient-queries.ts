/**
 * Component tests run on CI's two busy cores beside the API tests' databases: a render that takes
 * longer than Testing Library's default second there is load, not a defect. findBy and waitFor
 * wait up to 10 s for the state they expect (they return as soon as it is there, so a passing
 * test is no slower); a state that never comes still fails the test.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });
