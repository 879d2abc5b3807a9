/**
 * Icons as one sprite (decision 0090). A Vite plugin that, in both builds (browser and server),
 * answers every `import { X } from 'lucide-react'` with a generated module: the same names, each a
 * component from `src/web/components/ui/sprite-icon.tsx` that renders lucide's outer `<svg>` around
 * `<use href="/assets/icons-<hash>.svg#name">`. The sprite is made at build time from lucide-react's
 * own icon data, holding exactly the icons the shop's sources import, and the browser build emits it
 * under `assets/` (hashed, so the server sends it as immutable; `scripts/build.mjs` precompresses it).
 *
 * The source files keep importing from `lucide-react`, and the types still come from it; the unit
 * tests (vitest.config.ts, without this plugin) render lucide's inline icons, each loaded from its own
 * module (scripts/lucide-per-icon.ts).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const VIRTUAL_ID = '\0shop:lucide-sprite';

/** One lucide icon as its package describes it (`dist/esm/icons/<name>.mjs`, `__iconData`). */
export interface IconData {
  name: string;
  size?: number;
  aliases?: string[];
  node: IconNode[];
}
type IconNode = [tag: string, attrs: Record<string, string | number>, children?: IconNode[]];

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;
const ANY_USE = /(?:from\s*|import\s*\(\s*|import\s+)['"]lucide-react(?:\/[^'"]*)?['"]/g;

/**
 * The value names imported from `lucide-react` in these sources (type-only names left out), by
 * the file that imports them. Any other form of import (default, namespace, subpath, dynamic) is an
 * error: it would reach lucide's inline icons or miss the sprite.
 */
export function importedIconNames(files: Iterable<{ file: string; code: string }>): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  for (const { file, code } of files) {
    const understood = [...code.matchAll(IMPORT)];
    const uses = code.match(ANY_USE)?.length ?? 0;
    if (uses !== understood.length) {
      throw new Error(
        `${file}: import lucide-react icons only as \`import { Name } from 'lucide-react'\` (the icon sprite build reads them)`,
      );
    }
    for (const [, typeOnly, list = ''] of understood) {
      if (typeOnly) continue;
      for (const raw of list.split(',')) {
        const spec = raw.trim();
        if (!spec || spec.startsWith('type ')) continue;
        const imported = spec.split(/\s+as\s+/)[0]!.trim();
        const users = names.get(imported) ?? new Set<string>();
        users.add(file);
        names.set(imported, users);
      }
    }
  }
  return names;
}

/** lucide-react's export names and the icon file each names (`Loader2` → `loader-circle`). */
export function lucideExportMap(barrel: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, list = '', file = ''] of barrel.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([a-z0-9-]+)\.mjs'/g,
  )) {
    for (const spec of list.split(',')) {
      const name = /^\s*default\s+as\s+(\w+)\s*$/.exec(spec)?.[1];
      if (name) map.set(name, file);
    }
  }
  return map;
}

/** lucide-react's ESM folder as installed here (its entry and `icons/<name>.mjs`). */
export function lucideEsmDir(): string {
  return path.join(path.dirname(createRequire(import.meta.url).resolve('lucide-react')), '..', 'esm');
}

/** The export map of the lucide-react installed here. */
export const installedLucideExportMap = (): Map<string, string> =>
  lucideExportMap(readFileSync(path.join(lucideEsmDir(), 'lucide-react.mjs'), 'utf8'));

const escapeAttr = (value: string | number): string =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function nodeToSvg([tag, attrs, children]: IconNode): string {
  const attributes = Object.entries(attrs)
    .filter(([key]) => key !== 'key')
    .map(([key, value]) => ` ${key}="${escapeAttr(value)}"`)
    .join('');
  return children?.length
    ? `<${tag}${attributes}>${children.map(nodeToSvg).join('')}</${tag}>`
    : `<${tag}${attributes}/>`;
}

/**
 * The sprite: one `<symbol>` per icon, id = lucide's name, its shapes as lucide draws them. No
 * stroke or fill on the symbol: they come from the `<svg>` around each `<use>`. `overflow="visible"`
 * leaves clipping to that outer `<svg>`, as with inline paths.
 */
export function buildSprite(icons: readonly IconData[]): string {
  const symbols = [...icons]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((icon) => {
      const grid = icon.size ?? 24;
      return `<symbol id="${icon.name}" viewBox="0 0 ${grid} ${grid}" overflow="visible">${icon.node.map(nodeToSvg).join('')}</symbol>`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

const pascal = (name: string): string =>
  name.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, char: string) => char.toUpperCase());

/** The module that stands in for `lucide-react`: one component per icon, exported under every imported name. */
export function iconModule(
  componentModule: string,
  spriteUrl: string,
  exportsByIcon: ReadonlyMap<IconData, readonly string[]>,
): string {
  const lines = [
    `import { spriteIcon } from ${JSON.stringify(componentModule)};`,
    `const url = ${JSON.stringify(spriteUrl)};`,
  ];
  let index = 0;
  for (const [icon, names] of exportsByIcon) {
    const data = { name: icon.name, aliases: icon.aliases ?? [], size: icon.size ?? 24 };
    const local = `i${index++}`;
    lines.push(
      `const ${local} = /* @__PURE__ */ spriteIcon(url, ${JSON.stringify(data)}, ${JSON.stringify(pascal(icon.name))});`,
      `export { ${[...names]
        .sort()
        .map((name) => `${local} as ${name}`)
        .join(', ')} };`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield file;
  }
}

export function iconSprite(options: { srcDir: string; componentModule: string }): Plugin {
  let spriteUrl = '';
  let spriteFile = '';
  let sprite = '';
  let code = '';
  let emit = false;
  return {
    name: 'shop:icon-sprite',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      emit = !config.build.ssr;
      spriteUrl = config.base;
      spriteFile = config.build.assetsDir;
    },
    async buildStart() {
      const wanted = importedIconNames(
        [...sourceFiles(options.srcDir)].map((file) => ({ file, code: readFileSync(file, 'utf8') })),
      );
      const esm = lucideEsmDir();
      const exportsMap = installedLucideExportMap();
      const byFile = new Map<string, IconData>();
      const exportsByIcon = new Map<IconData, string[]>();
      for (const [name, users] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
        const file = exportsMap.get(name);
        if (!file) this.error(`'${name}' imported from lucide-react in ${[...users].join(', ')} is not a lucide icon`);
        let icon = byFile.get(file);
        if (!icon) {
          const mod = (await import(pathToFileURL(path.join(esm, 'icons', `${file}.mjs`)).href)) as {
            __iconData: IconData;
          };
          icon = mod.__iconData;
          byFile.set(file, icon);
        }
        exportsByIcon.set(icon, [...(exportsByIcon.get(icon) ?? []), name]);
      }
      sprite = buildSprite([...byFile.values()]);
      const hash = createHash('sha256').update(sprite).digest('base64url').slice(0, 8);
      const fileName = `${spriteFile}/icons-${hash}.svg`;
      const url = `${spriteUrl}${fileName}`;
      code = iconModule(options.componentModule, url, exportsByIcon);
      if (emit) this.emitFile({ type: 'asset', fileName, source: sprite });
    },
    resolveId(id) {
      return id === 'lucide-react' ? VIRTUAL_ID : null;
    },
    load(id) {
      return id === VIRTUAL_ID ? code : null;
    },
  };
}
