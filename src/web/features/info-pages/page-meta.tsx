import { useBusinessDetails } from '@/web/lib/get-business-settings';

/**
 * The page's <title> ("Our Story – <business name>") and meta description; React hoists both into
 * <head>. A description may name the business: it is then a function of the name.
 */
export function PageMeta({
  title,
  description,
}: {
  title: string;
  description: string | ((businessName: string) => string);
}) {
  const business = useBusinessDetails();
  const text = typeof description === 'string' ? description : business && description(business.name);
  return (
    <>
      <title>{business ? `${title} – ${business.name}` : title}</title>
      {text ? <meta name="description" content={text} /> : null}
    </>
  );
}
