/** The staff portal, loaded as its own chunk only under /admin (budget F2). */
export default function AdminApp() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <title>Admin – Saffron &amp; Sugar</title>
      <h1 className="text-h1">Admin</h1>
    </section>
  );
}
