import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedIconNames, installedLucideExportMap } from './icon-sprite';
import { importIconsOneByOne } from './lucide-per-icon';

const iconFiles = installedLucideExportMap();

describe('the unit tests import each lucide icon from its own module', () => {
  it('splits an import into one per icon, keeps an alias and the types, and keeps the line count', () => {
    const code = "import {\n  Loader2,\n  type LucideIcon,\n  X as Close,\n} from 'lucide-react';\nconst line6 = 1;";
    const out = importIconsOneByOne(code, iconFiles)!;
    expect(out).toContain("import Loader2 from 'lucide-react/icons/loader-circle';");
    expect(out).toContain("import Close from 'lucide-react/icons/x';");
    expect(out).toContain("import type { LucideIcon } from 'lucide-react';");
    expect(out.split('\n').indexOf('const line6 = 1;')).toBe(5);
  });

  it('leaves a type-only import, an import of anything but icons, and other packages alone', () => {
    expect(importIconsOneByOne("import type { LucideProps } from 'lucide-react';", iconFiles)).toBeNull();
    expect(importIconsOneByOne("import { Check, createLucideIcon } from 'lucide-react';", iconFiles)).toBeNull();
    expect(importIconsOneByOne("import { Check } from 'lucide-react-native';", iconFiles)).toBeNull();
  });

  it('finds every icon the shop imports, and each module is the icon the package entry names', async () => {
    const sources = readdirSync(path.resolve('src/web'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => ({ file, code: readFileSync(path.resolve('src/web', file), 'utf8') }));
    const names = [...importedIconNames(sources).keys()];
    expect(names.length).toBeGreaterThan(50);
    const entry = (await import('lucide-react')) as unknown as Record<string, { displayName?: string }>;
    for (const name of names) {
      const file = iconFiles.get(name);
      expect(file, name).toBeDefined();
      const own = (await import(`lucide-react/icons/${file}`)) as { default: { displayName?: string } };
      expect(own.default.displayName, name).toMatch(/^[A-Z]\w*$/);
      expect(own.default.displayName, name).toBe(entry[name]!.displayName);
    }
  });
});
