import type { ReactNode } from 'react';
import type { PageAssets } from '@/contracts/ssr';

/**
 * The whole HTML document. The server renders it and the browser hydrates `document` with the
 * same tree, so titles and meta tags that pages render are hoisted into <head> on both sides.
 */
export function Document({ assets, children }: { assets: PageAssets; children: ReactNode }) {
  return (
    <html lang="en-NZ">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fffbf3" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">{children}</body>
    </html>
  );
}
