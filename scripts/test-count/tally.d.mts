export interface TestCount {
  passed: number;
  failed: number;
  skipped: number;
}
export function vitestCount(file: string, pick?: (name: string) => boolean): TestCount;
export function playwrightCount(file: string): TestCount;
export function countFile(file: string): TestCount;
export function countFileFailures(file: string): string[];
export function countLine(count: TestCount): string;
export function vitestFailures(file: string, root?: string): string[];
export function playwrightProblems(file: string): { failed: string[]; flaky: string[] };
