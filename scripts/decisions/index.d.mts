export const START: string;
export const END: string;
/** "- [0001](docs/decisions/0001-x.md) Title" for every record in `dir`, in order. */
export function decisionLines(dir?: string): string[];
/** The README with the list between START and END replaced by `lines`. */
export function withDecisionList(readme: string, lines: string[]): string;
