import type { FastifyPluginAsync } from 'fastify';
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

/** /sitemap.xml (every public page, category and product) and /robots.txt. */
export const seoRoutes: FastifyPluginAsync<{ catalog: CatalogService; publicUrl: string }> = async (
  app,
  { catalog, publicUrl },
) => {
  app.get('/sitemap.xml', async (_request, reply) => {
    const [categories, products] = await Promise.all([catalog.categories(), catalog.listProducts()]);
    const urls = [
      ...PUBLIC_PAGES,
      ...categories.map((c) => `/category/${c.slug}`),
      ...products.map((p) => `/product/details/${p.slug}`),
    ];
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      urls.map((path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`).join('\n') +
      '\n</urlset>\n';
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get('/robots.txt', async (_request, reply) => {
    const body = [
      'User-agent: *',
      ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
};
