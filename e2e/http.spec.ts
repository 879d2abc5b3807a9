import { expect, test } from './fixtures';

// What the server sends around the pages: caching of the build and the page's security headers.
test.describe('serving the built app', { tag: '@desktop' }, () => {
  test('pages run no inline script, forbid framing, are revalidated by browsers, and hashed assets are cached for a year', async ({
    request,
  }) => {
    const page = await request.get('/');
    expect(page.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(page.headers().etag).toMatch(/^"[\w-]+"$/);
    const csp = page.headers()['content-security-policy']!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(page.headers()['x-content-type-options']).toBe('nosniff');
    const html = await page.text();
    // Every script is data (state, structured data) or a module from our own assets.
    for (const tag of html.match(/<script[^>]*>/g) ?? [])
      expect(tag).toMatch(/type="application\/(?:json|ld\+json)"|type="module" src="\/assets\//);

    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const script = await request.get(asset, { headers: { 'accept-encoding': 'br' } });
    expect(script.status()).toBe(200);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers()['content-encoding']).toBe('br');
  });

  test('build internals, source maps and dotfiles are not served', async ({ request }) => {
    for (const path of [
      '/.vite/manifest.json',
      '/.env',
      '/.git/config',
      '/package.json',
      '/server.log',
      '/backup.sql',
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
    }
    const html = await (await request.get('/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    expect((await request.get(`${asset}.map`)).status()).toBe(404);
  });

  test('the product pictures come in two widths of WebP', async ({ request }) => {
    const products = (await (await request.get('/api/products?limit=1')).json()) as { image: string }[];
    const image = products[0]!.image;
    for (const src of [image, image.replace(/\.webp$/, '-400w.webp')]) {
      const res = await request.get(src);
      expect(res.status(), src).toBe(200);
      expect(res.headers()['content-type']).toBe('image/webp');
      expect((await res.body()).length).toBeLessThan(60 * 1024);
    }
  });
});
