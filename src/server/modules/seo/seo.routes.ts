import type { FastifyPluginAsync } from 'fastify';
import { type CachedBody, cachedText } from '../../platform/cache';
import { sendCachedBody } from '../../platform/http-cache';
import type { CatalogService } from '../catalog/catalog.service';

const PUBLIC_PAGES = [
  '/',
  '/our-story',
  '/contact',
  '/delivery-info',
  '/custom-orders',
  '/faq',
  '/returns',
  '/loyalty-program',
];
/** Pages that are private or personal: crawlers stay out. */
const PRIVATE_PREFIXES = ['/admin', '/account', '/checkout', '/orders', '/loyalty$'];

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Crawlers fetch these often; both change only with the catalogue, so they are made once per version. */
const SEO_CACHE_CONTROL = 'public, max-age=3600';

/** /sitemap.xml (every public page, category and product) and /robots.txt, with ETags (304). */
export const seoRoutes: FastifyPluginAsync<{ catalog: CatalogService; publicUrl: string }> = async (
  app,
  { catalog, publicUrl },
) => {
  const sitemaps = new WeakMap<object, CachedBody>();
  async function sitemap(): Promise<CachedBody> {
    const version = await catalog.version();
    let body = sitemaps.get(version);
    if (!body) {
      const [categories, products] = await Promise.all([catalog.categories(), catalog.listProducts()]);
      const urls = [
        ...PUBLIC_PAGES,
        ...categories.map((c) => `/category/${c.slug}`),
        ...products.map((p) => `/product/details/${p.slug}`),
      ];
      body = cachedText(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
          urls.map((path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`).join('\n') +
          '\n</urlset>\n',
      );
      sitemaps.set(version, body);
    }
    return body;
  }

  app.get('/sitemap.xml', async (request, reply) =>
    sendCachedBody(request, reply, await sitemap(), {
      type: 'application/xml; charset=utf-8',
      cacheControl: SEO_CACHE_CONTROL,
    }),
  );

  const robots = cachedText(
    [
      'User-agent: *',
      ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ].join('\n'),
  );
  app.get('/robots.txt', async (request, reply) =>
    sendCachedBody(request, reply, robots, { type: 'text/plain; charset=utf-8', cacheControl: SEO_CACHE_CONTROL }),
  );
};
