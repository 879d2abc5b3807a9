/**
 * A Vite plugin for the unit tests: in the shop's web sources, `import { ChevronDown } from
 * 'lucide-react'` becomes an import of that icon's own module (`lucide-react/icons/chevron-down`).
 * Under vitest, Node loads the package's entry, a 1.3 MB bundle of every icon (about 0.6 s), into
 * each of the ~90 web test files; one icon's module is a few hundred bytes. They are the same
 * components (lucide's inline icons), so the tests render what they rendered before. The builds
 * answer these imports with the icon sprite instead (scripts/icon-sprite.ts), and the sources
 * import icons only in this one form, which that plugin enforces.
 */
import type { Plugin } from 'vite';
import { installedLucideExportMap } from './icon-sprite.ts';

const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;

/**
 * The source with each `import { … } from 'lucide-react'` split into one import per icon, or null
 * when there is none. Type-only names stay with the package (they are erased); an import naming
 * anything that is not an icon is left whole.
 */
export function importIconsOneByOne(code: string, iconFiles: Map<string, string>): string | null {
  let changed = false;
  const out = code.replace(IMPORT, (whole, typeOnly: string | undefined, list: string) => {
    if (typeOnly) return whole;
    const imports: string[] = [];
    const types: string[] = [];
    for (const spec of list.split(',').map((s) => s.trim())) {
      if (!spec) continue;
      if (spec.startsWith('type ')) {
        types.push(spec.slice('type '.length));
        continue;
      }
      const [name = '', local = name] = spec.split(/\s+as\s+/).map((s) => s.trim());
      const file = iconFiles.get(name);
      if (!file) return whole;
      imports.push(`import ${local} from 'lucide-react/icons/${file}';`);
    }
    if (types.length) imports.push(`import type { ${types.join(', ')} } from 'lucide-react';`);
    changed = true;
    // On as many lines as the import it replaces, so the lines after it keep their numbers.
    return imports.join(' ') + '\n'.repeat(whole.split('\n').length - 1);
  });
  return changed ? out : null;
}

export function lucidePerIcon(): Plugin {
  let iconFiles: Map<string, string> | undefined;
  return {
    name: 'lucide-per-icon',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/src/web/') || !code.includes('lucide-react')) return null;
      iconFiles ??= installedLucideExportMap();
      const rewritten = importIconsOneByOne(code, iconFiles);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
