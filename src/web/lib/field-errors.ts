/** What a zod issue carries that a form needs (kept structural, so this file needs no zod import). */
interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * A form's errors from the schema the server uses: the first message per field of `form`, by the
 * issue's top-level key; issues about anything else are left to the server's answer.
 */
export function fieldErrorsFrom<Values extends object>(
  issues: readonly Issue[],
  form: Values,
): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as keyof Values | undefined;
    if (field !== undefined && field in form && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The first message per field by its dotted path ('deliveryArea.regions'), for forms with nested
 * fields; an issue without a named field is 'body'.
 */
export function errorsByPath(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.filter((part) => typeof part === 'string').join('.') || 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}
