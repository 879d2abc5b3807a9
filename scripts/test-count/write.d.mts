export function writeTestCount(count: { passed: number; failed: number; skipped?: number; failures?: string[] }): void;
