import { forwardRef } from 'react';
import type { LucideIcon, LucideProps } from 'lucide-react';

/**
 * The icon component the build puts in place of each `lucide-react` icon (decision 0090): lucide's
 * outer `<svg>` (size, viewBox, classes, `aria-hidden` rule, props) with one
 * `<use href="/assets/icons-<hash>.svg#name">` inside instead of the icon's paths. The sprite holds
 * each shape as a `<symbol>` without stroke or fill of its own, so the stroke and fill of the
 * `<svg>` reach it by inheritance, as they reached lucide's inline paths. lucide's five drawing
 * attributes (fill none, stroke currentColor, width 2, round caps and joins) are not repeated on
 * every icon: `svg.lucide` in design.css sets them once (ICON_DEFAULTS), and `xmlns` is left out
 * (HTML does not need it).
 *
 * Not supported: lucide's `LucideProvider` context (the shop does not use it) and
 * `nonScalingStroke` (`vector-effect` does not inherit into a `<use>`); the prop is dropped.
 */

/** lucide's own rule: an icon with children or any aria-*, role or title prop is not hidden. */
function hasA11yProp(props: Record<string, unknown>): boolean {
  for (const key of Object.keys(props)) {
    if ((key.startsWith('aria-') || key === 'role' || key === 'title') && props[key] != null) return true;
  }
  return false;
}

function mergeClasses(...classes: (string | undefined)[]): string {
  const tokens = new Set<string>();
  for (const cls of classes) {
    if (typeof cls !== 'string') continue;
    for (const token of cls.split(/\s+/)) if (token) tokens.add(token);
  }
  return [...tokens].join(' ');
}

export interface SpriteIconData {
  /** lucide's icon name, the symbol's id in the sprite (`loader-circle`). */
  name: string;
  /** lucide's older names of the icon; lucide adds a `lucide-<alias>` class for each. */
  aliases?: readonly string[];
  /** The icon's design grid (24 for every lucide icon). */
  size?: number;
}

/** lucide's look, set once for every icon by `svg.lucide` in design.css instead of on each `<svg>`. */
export const ICON_DEFAULTS = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** One icon component, drawn from the sprite at `spriteUrl`. */
export function spriteIcon(spriteUrl: string, data: SpriteIconData, displayName: string): LucideIcon {
  const grid = data.size ?? 24;
  const iconClasses = ['lucide', `lucide-${data.name}`, ...(data.aliases ?? []).map((alias) => `lucide-${alias}`)];
  const href = `${spriteUrl}#${data.name}`;
  const Icon = forwardRef<SVGSVGElement, Omit<LucideProps, 'ref'>>(function SpriteIcon(
    {
      color,
      size = grid,
      width,
      height,
      strokeWidth,
      absoluteStrokeWidth,
      nonScalingStroke: _nonScalingStroke,
      fill,
      stroke,
      strokeLinecap,
      strokeLinejoin,
      className,
      children,
      style,
      ...rest
    },
    ref,
  ) {
    const hidden = !children && !hasA11yProp(rest);
    // The stylesheet's defaults win over presentation attributes, so what a caller sets goes in
    // `style` (an attribute would lose to them); classes still win over the defaults, as over
    // lucide's attributes (the defaults sit in the base layer).
    const drawnStrokeWidth = absoluteStrokeWidth
      ? (Number(strokeWidth ?? ICON_DEFAULTS.strokeWidth) * grid) / Number(width ?? size)
      : strokeWidth;
    const own = {
      ...(fill != null && { fill }),
      ...((stroke ?? color) != null && { stroke: stroke ?? color }),
      ...(drawnStrokeWidth != null && { strokeWidth: drawnStrokeWidth }),
      ...(strokeLinecap != null && { strokeLinecap }),
      ...(strokeLinejoin != null && { strokeLinejoin }),
    };
    const merged = Object.keys(own).length ? { ...own, ...style } : style;
    return (
      <svg
        ref={ref}
        width={width ?? size}
        height={height ?? size}
        viewBox={`0 0 ${grid} ${grid}`}
        className={mergeClasses(...iconClasses, className)}
        {...(hidden ? { 'aria-hidden': 'true' as const } : {})}
        {...(merged ? { style: merged } : {})}
        {...rest}
      >
        <use href={href} />
        {children}
      </svg>
    );
  });
  Icon.displayName = displayName;
  return Icon;
}
