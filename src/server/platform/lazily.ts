/**
 * Makes something on its first use and shares it after. A failed attempt is forgotten, so the
 * next use tries again instead of failing for the life of the process.
 */
export function lazily<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () =>
    (made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    }));
}
