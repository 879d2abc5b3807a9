import { readFileSync } from 'node:fs';
import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LoaderCircle, ShoppingCart, type LucideProps } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { ICON_DEFAULTS, spriteIcon } from './sprite-icon';

// vitest.config.ts has no icon-sprite plugin: lucide-react here is lucide's own inline icons.
const SpriteCart = spriteIcon(
  '/assets/icons-test.svg',
  { name: 'shopping-cart', aliases: [], size: 24 },
  'ShoppingCart',
);
const SpriteLoader = spriteIcon(
  '/assets/icons-test.svg',
  { name: 'loader-circle', aliases: ['loader-2'] },
  'LoaderCircle',
);

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * What an opening `<svg …>` tag draws with: its attributes, with `style` declarations taking
 * precedence over them and, for the sprite's icons, the stylesheet's `svg.lucide` defaults
 * where neither sets a value (lucide's own icons carry them as attributes). `xmlns` is left out.
 */
function effective(tag: string, withDefaults: boolean): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/ ([\w:-]+)="([^"]*)"/g)) attrs[name!] = value!;
  const { style = '', xmlns: _xmlns, ...rest } = attrs;
  const drawn: Record<string, string> = {};
  if (withDefaults) for (const [key, value] of Object.entries(ICON_DEFAULTS)) drawn[kebab(key)] = String(value);
  for (const [key, value] of Object.entries(rest)) drawn[key] = value;
  for (const declaration of style.split(';').filter(Boolean)) {
    const [key, value] = declaration.split(':');
    drawn[key!.trim()] = value!.trim();
  }
  return drawn;
}

/** The opening `<svg …>` tag and what is inside it. */
function split(markup: string): { tag: string; inner: string } {
  const match = /^(<svg[^>]*>)(.*)<\/svg>$/s.exec(markup);
  if (!match) throw new Error(`not an svg: ${markup}`);
  return { tag: match[1]!, inner: match[2]! };
}

const cases: [string, LucideProps][] = [
  ['no props', {}],
  ['className', { className: 'size-4 shrink-0 text-saffron-300' }],
  ['size', { size: 18 }],
  ['strokeWidth', { strokeWidth: 1.5 }],
  ['absoluteStrokeWidth', { size: 48, absoluteStrokeWidth: true }],
  ['aria-hidden', { 'aria-hidden': 'true' }],
  ['aria-label', { 'aria-label': 'Cart' }],
  ['role and title', { role: 'img' }],
  ['style and color', { style: { opacity: 0.5 }, color: 'red' }],
  ['fill and stroke props', { fill: 'currentColor', stroke: 'blue', strokeLinecap: 'square' }],
  ['width and height', { width: 10, height: 12 }],
];

describe('spriteIcon', () => {
  it.each(cases)('draws its <svg> as lucide-react does (%s)', (_label, props) => {
    const lucide = split(renderToStaticMarkup(<ShoppingCart {...props} />));
    const sprite = split(renderToStaticMarkup(<SpriteCart {...props} />));
    expect(effective(sprite.tag, true)).toEqual(effective(lucide.tag, false));
    expect(sprite.tag).not.toMatch(/ (xmlns|fill|stroke|stroke-width|stroke-linecap|stroke-linejoin)=/);
    expect(sprite.inner).toBe('<use href="/assets/icons-test.svg#shopping-cart"></use>');
  });

  it('keeps lucide alias classes and the display name', () => {
    expect(effective(split(renderToStaticMarkup(<SpriteLoader className="animate-spin" />)).tag, true)).toEqual(
      effective(split(renderToStaticMarkup(<LoaderCircle className="animate-spin" />)).tag, false),
    );
    expect(SpriteLoader.displayName).toBe('LoaderCircle');
  });

  it('shows children after the <use> and is not hidden when it has them', () => {
    const markup = renderToStaticMarkup(
      <SpriteCart>
        <title>Cart</title>
      </SpriteCart>,
    );
    expect(markup).not.toContain('aria-hidden');
    expect(split(markup).inner).toBe('<use href="/assets/icons-test.svg#shopping-cart"></use><title>Cart</title>');
  });

  it("sets lucide's drawing defaults in design.css, in the base layer", () => {
    const css = readFileSync(new URL('../../design.css', import.meta.url), 'utf8');
    const rule = /@layer base \{[\s\S]*?svg\.lucide \{([^}]*)\}/.exec(css)?.[1] ?? '';
    const declared = Object.fromEntries(
      rule
        .split(';')
        .map((d) => d.split(':').map((part) => part.trim()))
        .filter(([key]) => key),
    );
    expect(declared).toEqual(
      Object.fromEntries(Object.entries(ICON_DEFAULTS).map(([key, value]) => [kebab(key), String(value)])),
    );
  });

  it('forwards its ref type', () => {
    const ref = createRef<SVGSVGElement>();
    expect(renderToStaticMarkup(<SpriteCart ref={ref} />)).toContain('<svg');
  });
});
