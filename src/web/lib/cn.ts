export type ClassValue = string | number | bigint | boolean | null | undefined;

/**
 * Joins class names, skipping falsy values: `cn('a', cond && 'b', undefined)` -> "a b".
 * Note: it does not resolve conflicting Tailwind utilities. To override a base utility of a
 * component from `className`, use Tailwind's important modifier, e.g. `className="w-80!"`.
 */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
