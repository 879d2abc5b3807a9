/**
 * Which files of the client build the static handler may serve: the kinds the build makes
 * (scripts, styles, pictures, fonts, their precompressed copies) and nothing else, so a source
 * map, a backup, a log or a package manifest that lands in the folder by mistake stays private
 * (security R11, P40). Dotfiles and folders (`.env`, `.git`, `.vite`) are never served.
 *
 * Meant for @fastify/static's `allowedPath` option in site/pages.ts.
 */
const SERVABLE = /\.(?:js|mjs|css|svg|webp|avif|png|jpe?g|gif|ico|woff2?|txt|webmanifest)(?:\.(?:br|gz))?$/i;

export function isServableFile(pathname: string): boolean {
  const segments = pathname.split('/');
  if (segments.some((segment) => segment.startsWith('.'))) return false;
  return SERVABLE.test(pathname);
}
