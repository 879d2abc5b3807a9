import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSprite, iconModule, importedIconNames, lucideExportMap, type IconData } from './icon-sprite';

const esm = path.join(path.dirname(createRequire(import.meta.url).resolve('lucide-react')), '..', 'esm');

describe('icon sprite build', () => {
  it('reads the value names imported from lucide-react, without type-only names', () => {
    const names = importedIconNames([
      { file: 'a.tsx', code: "import { Check, type LucideIcon, X as Close } from 'lucide-react';" },
      {
        file: 'b.tsx',
        code: "import {\n  Check,\n  Truck,\n} from 'lucide-react';\nimport type { LucideProps } from 'lucide-react';",
      },
    ]);
    expect([...names.keys()].sort()).toEqual(['Check', 'Truck', 'X']);
    expect([...names.get('Check')!]).toEqual(['a.tsx', 'b.tsx']);
  });

  it.each([
    "import * as icons from 'lucide-react';",
    "import Check from 'lucide-react/icons/check';",
    "const icons = await import('lucide-react');",
    "export { Check } from 'lucide-react';",
  ])('refuses an import the sprite cannot follow: %s', (code) => {
    expect(() => importedIconNames([{ file: 'c.tsx', code }])).toThrow(/c\.tsx/);
  });

  it("maps lucide's export names, aliases included, to the icon file", () => {
    const map = lucideExportMap(readFileSync(path.join(esm, 'lucide-react.mjs'), 'utf8'));
    expect(map.get('Loader2')).toBe('loader-circle');
    expect(map.get('LoaderCircle')).toBe('loader-circle');
    expect(map.get('Home')).toBe('house');
    expect(map.get('ShoppingCart')).toBe('shopping-cart');
  });

  it('draws each icon as a symbol of its shapes, without React keys or stroke settings', async () => {
    const { __iconData } = (await import(path.join(esm, 'icons', 'shopping-cart.mjs'))) as { __iconData: IconData };
    const sprite = buildSprite([__iconData]);
    expect(sprite).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><symbol id="shopping-cart" viewBox="0 0 24 24" overflow="visible"><path d="m2\.05/,
    );
    expect(sprite).toContain('<circle cx="18" cy="20" r="2"/>');
    expect(sprite).not.toMatch(/key=|stroke/);
  });

  it('exports one component per icon under every imported name', () => {
    const icon: IconData = { name: 'loader-circle', aliases: ['loader-2'], size: 24, node: [] };
    const code = iconModule(
      '/x/sprite-icon.tsx',
      '/assets/icons-abc.svg',
      new Map([[icon, ['LoaderCircle', 'Loader2']]]),
    );
    expect(code).toContain('import { spriteIcon } from "/x/sprite-icon.tsx";');
    expect(code).toContain(
      'spriteIcon(url, {"name":"loader-circle","aliases":["loader-2"],"size":24}, "LoaderCircle")',
    );
    expect(code).toContain('export { i0 as Loader2, i0 as LoaderCircle };');
  });
});
