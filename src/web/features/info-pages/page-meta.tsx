import { useBusinessDetails } from './api/use-business-details';

/** The page's <title> ("Our Story – <business name>") and meta description; React hoists both into <head>. */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const { name } = useBusinessDetails();
  return (
    <>
      <title>{`${title} – ${name}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
