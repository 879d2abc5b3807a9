/**
 * The code of a 503 refused unprocessed because the shop was saturated (decision 0215): safe to
 * send again. A module of its own, without zod, because the browser's API client imports it.
 */
export const BUSY_CODE = 'BUSY';
