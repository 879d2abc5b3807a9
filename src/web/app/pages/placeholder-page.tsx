/** A page that a later change fills in: it exists, so its route never 404s. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <title>{`${title} – Saffron & Sugar`}</title>
      <h1 className="text-h1">{title}</h1>
    </section>
  );
}
