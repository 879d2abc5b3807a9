/**
 * Draws the shop's product and hero pictures as SVG illustrations and rasterises them to WebP
 * (800 and 400 px per product, a "detail" view for the gallery, four hero slides). There is no
 * photography to license: every picture is original, made here. Skips work when unchanged.
 *
 *   npx tsx scripts/generate-images.ts
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { seedProducts } from '../src/server/db/seed/catalogue';

const root = fileURLToPath(new URL('..', import.meta.url));
const productDir = path.join(root, 'public/images/products');
const heroDir = path.join(root, 'public/images/hero');
const stampFile = path.join(root, 'public/images/.stamp');
const MAX_BYTES = 60 * 1024;

// ---------- colour helpers ----------

function hashOf(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** A deterministic pseudo-random sequence per picture. */
function rng(seed: string) {
  let s = hashOf(seed) || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10_000) / 10_000;
  };
}

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount);
  const r = mix((n >> 16) & 255);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

const BACKGROUNDS = ['#fdf0dc', '#fbe4e0', '#eef3df', '#fcecd0', '#f6e6da', '#f3ead8', '#fde7cf'];

interface Palette {
  main: string;
  cream: string;
  accent: string;
  garnish: string;
}

const FLAVOURS: [RegExp, Partial<Palette>][] = [
  [
    /chocolate|black forest|brownie|mocha|coffee|cocoa/,
    { main: '#5a3324', cream: '#3b2019', accent: '#b3263a', garnish: '#2a140d' },
  ],
  [
    /red velvet|raspberry|strawberry|cherry/,
    { main: '#b3283b', cream: '#fff6ee', accent: '#d8343f', garnish: '#7d1a28' },
  ],
  [
    /carrot|orange|jalebi|kesar|saffron|mango/,
    { main: '#e8902a', cream: '#fff3dc', accent: '#f2b33d', garnish: '#7bab3a' },
  ],
  [/lemon|passion/, { main: '#f3d35a', cream: '#fffbe8', accent: '#f0b929', garnish: '#8bb04a' }],
  [/pistachio|matcha|kaju|green/, { main: '#a9c46c', cream: '#f7f8e6', accent: '#7e9f3e', garnish: '#5f7f2b' }],
  [/rose|rasmalai|pink|falooda|lychee/, { main: '#f2b7bd', cream: '#fff4f2', accent: '#e57b8a', garnish: '#8fb24f' }],
  [
    /coconut|vanilla|tres leches|victoria|sponge|milk|cheesecake/,
    { main: '#f5e3bf', cream: '#fffaf0', accent: '#d94a5a', garnish: '#d9a441' },
  ],
  [
    /date|toffee|caramel|ginger|sticky|walnut|honey|baklava|kunafa|eccles|treacle/,
    { main: '#c98a3d', cream: '#f6dfb2', accent: '#9a5b22', garnish: '#86a83f' },
  ],
  [/gulab|jamun|coffee/, { main: '#7a3b1f', cream: '#f2c46d', accent: '#a64d26', garnish: '#8aa847' }],
];

function paletteFor(name: string, rand: () => number): Palette {
  const key = name.toLowerCase();
  const found = FLAVOURS.find(([pattern]) => pattern.test(key))?.[1] ?? {};
  const fallbackMains = ['#e9b872', '#f0c987', '#d99a4e', '#e6b3a3', '#c9a06a'];
  return {
    main: found.main ?? fallbackMains[Math.floor(rand() * fallbackMains.length)]!,
    cream: found.cream ?? '#fff6e6',
    accent: found.accent ?? '#d9555f',
    garnish: found.garnish ?? '#8aad44',
  };
}

// ---------- scene ----------

function backdrop(w: number, h: number, bg: string, tableY: number): string {
  return `
  <defs>
    <radialGradient id="bg" cx="60%" cy="35%" r="80%">
      <stop offset="0" stop-color="${shade(bg, 0.45)}"/><stop offset="0.6" stop-color="${bg}"/><stop offset="1" stop-color="${shade(bg, -0.08)}"/>
    </radialGradient>
    <linearGradient id="table" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e9cfa8"/><stop offset="1" stop-color="#d5b183"/>
    </linearGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="#5b3a1e" stop-opacity=".35"/><stop offset="1" stop-color="#5b3a1e" stop-opacity="0"/></radialGradient>
    <radialGradient id="gloss" cx="35%" cy="30%" r="70%"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect y="${tableY}" width="${w}" height="${h - tableY}" fill="url(#table)"/>
  <rect y="${tableY}" width="${w}" height="6" fill="#fff" opacity=".35"/>`;
}

const plate = (rx: number, ry: number) => `
  <ellipse cx="0" cy="${ry * 0.35}" rx="${rx * 1.08}" ry="${ry * 1.1}" fill="url(#shadow)"/>
  <ellipse cx="0" cy="0" rx="${rx}" ry="${ry}" fill="#fbf8f3" stroke="#e7ddcf" stroke-width="3"/>
  <ellipse cx="0" cy="${-ry * 0.05}" rx="${rx * 0.78}" ry="${ry * 0.74}" fill="#f4eee5"/>`;

// Every drawing is centred at (0, 0), about 560 px wide, sitting on y = 0.

function layerCake(p: Palette, rand: () => number, slice: boolean): string {
  const w = 230;
  const top = -250;
  const layers = 3;
  const lh = (0 - top - 20) / layers;
  let sides = '';
  for (let i = 0; i < layers; i += 1) {
    const y = top + 20 + i * lh;
    sides += `<rect x="${-w}" y="${y}" width="${w * 2}" height="${lh - 10}" fill="${shade(p.main, i % 2 ? -0.06 : 0.04)}"/>`;
    sides += `<rect x="${-w}" y="${y + lh - 12}" width="${w * 2}" height="14" fill="${p.cream}"/>`;
  }
  let drips = '';
  for (let x = -w + 10; x < w - 10; x += 34 + rand() * 18) {
    const len = 26 + rand() * 60;
    drips += `<path d="M${x} ${top} v${len} a11 11 0 0 0 22 0 v-${len}z" fill="${p.cream}"/>`;
  }
  let toppings = '';
  for (let i = 0; i < 9; i += 1) {
    const a = (i / 9) * Math.PI * 2;
    const x = Math.cos(a) * w * 0.72;
    const y = top + Math.sin(a) * 42;
    toppings +=
      i % 3 === 0
        ? `<circle cx="${x}" cy="${y - 14}" r="17" fill="${p.accent}"/><circle cx="${x - 5}" cy="${y - 20}" r="5" fill="#fff" opacity=".5"/>`
        : `<path d="M${x - 18} ${y - 4} q18 -34 36 0 q-18 14 -36 0z" fill="${shade(p.cream, -0.04)}" stroke="${shade(p.cream, -0.15)}" stroke-width="2"/>`;
  }
  const sprinkles = Array.from({ length: 26 }, () => {
    const x = (rand() - 0.5) * w * 1.3;
    const y = top + (rand() - 0.5) * 60;
    return `<circle cx="${x}" cy="${y}" r="${2.5 + rand() * 3}" fill="${p.garnish}"/>`;
  }).join('');
  const body = `
    <ellipse cx="0" cy="0" rx="${w}" ry="60" fill="${shade(p.main, -0.12)}"/>
    ${sides}
    <ellipse cx="0" cy="${top}" rx="${w}" ry="62" fill="${p.cream}"/>
    ${drips}
    <ellipse cx="0" cy="${top}" rx="${w - 8}" ry="56" fill="${shade(p.cream, 0.3)}"/>
    ${sprinkles}${toppings}
    <rect x="${-w}" y="${top}" width="${w * 2}" height="${-top}" fill="url(#gloss)" opacity=".35"/>`;
  if (!slice) return `${plate(300, 86)}<g transform="translate(0 -10)">${body}</g>`;
  // The detail view: a slice on a small plate, showing the layers.
  let cut = '';
  for (let i = 0; i < layers; i += 1) {
    const y = -200 + i * 58;
    cut += `<path d="M-150 ${y} L150 ${y - 30} L150 ${y + 22} L-150 ${y + 52}z" fill="${shade(p.main, 0.08 - i * 0.05)}"/>`;
    cut += `<path d="M-150 ${y + 48} L150 ${y + 18} L150 ${y + 30} L-150 ${y + 60}z" fill="${p.cream}"/>`;
  }
  return `${plate(280, 80)}
    <g transform="translate(-20 -20)">
      <path d="M-150 -210 L150 -240 L240 -200 L-60 -168z" fill="${p.cream}"/>
      ${cut}
      <path d="M150 -240 L240 -200 L240 -30 L150 -62z" fill="${shade(p.main, -0.15)}"/>
      <circle cx="60" cy="-232" r="18" fill="${p.accent}"/><circle cx="54" cy="-238" r="5" fill="#fff" opacity=".5"/>
    </g>
    <g transform="translate(250 -40)"><path d="M-8 -90 h16 l6 120 h-28z" fill="#c9ced6"/><ellipse cx="0" cy="-100" rx="22" ry="30" fill="#d8dde3"/></g>`;
}

function tray(p: Palette, rand: () => number, shape: 'diamond' | 'square', close: boolean): string {
  const cols = close ? 4 : 5;
  const rows = close ? 3 : 4;
  const cw = close ? 118 : 92;
  const ch = close ? 70 : 56;
  let pieces = '';
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const x = (c - (cols - 1) / 2) * cw + (shape === 'diamond' ? (r % 2) * (cw / 2) - cw / 4 : 0);
      const y = -150 + r * ch;
      const top =
        shape === 'diamond'
          ? `M${x} ${y - ch / 2} L${x + cw / 2} ${y} L${x} ${y + ch / 2} L${x - cw / 2} ${y}z`
          : `M${x - cw / 2 + 4} ${y - ch / 2 + 4} h${cw - 8} v${ch - 8} h-${cw - 8}z`;
      const side =
        shape === 'diamond'
          ? `M${x - cw / 2} ${y} L${x} ${y + ch / 2} L${x + cw / 2} ${y} v18 L${x} ${y + ch / 2 + 18} L${x - cw / 2} ${y + 18}z`
          : `M${x - cw / 2 + 4} ${y + ch / 2 - 4} h${cw - 8} v16 h-${cw - 8}z`;
      const crumbs = Array.from(
        { length: 4 },
        () =>
          `<circle cx="${x + (rand() - 0.5) * cw * 0.4}" cy="${y + (rand() - 0.5) * ch * 0.4}" r="${3 + rand() * 3}" fill="${p.garnish}"/>`,
      ).join('');
      pieces += `<path d="${side}" fill="${shade(p.main, -0.25)}"/><path d="${top}" fill="${p.main}" stroke="${shade(p.main, -0.18)}" stroke-width="2"/>${crumbs}`;
      if (p.cream === '#f7f8e6' && shape === 'diamond')
        pieces += `<path d="M${x - 10} ${y - 6} l14 -4 l4 12 l-14 4z" fill="#e9eef2" opacity=".9"/>`;
    }
  }
  const trayW = (cols * cw) / 2 + 70;
  return `
    <ellipse cx="0" cy="40" rx="${trayW + 30}" ry="70" fill="url(#shadow)"/>
    <path d="M${-trayW} -200 h${trayW * 2} l30 230 h-${trayW * 2 + 60}z" fill="#c9a15a"/>
    <path d="M${-trayW + 14} -190 h${trayW * 2 - 28} l24 208 h-${trayW * 2 + 20}z" fill="${shade(p.main, -0.32)}"/>
    <g>${pieces}</g>
    <path d="M${-trayW} -200 h${trayW * 2} l30 230 h-${trayW * 2 + 60}z" fill="url(#gloss)" opacity=".25"/>`;
}

function spheres(p: Palette, rand: () => number, inSyrup: boolean): string {
  const balls: [number, number, number][] = [
    [-120, -70, 66],
    [0, -80, 70],
    [120, -70, 66],
    [-60, -170, 64],
    [60, -170, 64],
    [0, -255, 60],
  ];
  const defs = `<radialGradient id="ball" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="${shade(p.main, 0.35)}"/><stop offset=".7" stop-color="${p.main}"/><stop offset="1" stop-color="${shade(p.main, -0.35)}"/></radialGradient>`;
  const bumps = (x: number, y: number, r: number) =>
    Array.from({ length: 14 }, () => {
      const a = rand() * Math.PI * 2;
      const d = rand() * r * 0.75;
      return `<circle cx="${x + Math.cos(a) * d}" cy="${y + Math.sin(a) * d}" r="${3 + rand() * 3}" fill="${shade(p.main, 0.2)}" opacity=".7"/>`;
    }).join('');
  if (inSyrup) {
    return `<defs>${defs}</defs>
      <ellipse cx="0" cy="40" rx="300" ry="70" fill="url(#shadow)"/>
      <path d="M-260 -120 q0 190 260 190 q260 0 260 -190z" fill="#f6efe4" stroke="#e2d5c2" stroke-width="4"/>
      <ellipse cx="0" cy="-120" rx="260" ry="70" fill="#efe5d6"/>
      <ellipse cx="0" cy="-112" rx="236" ry="58" fill="${p.cream}" opacity=".9"/>
      ${[
        [-110, -118],
        [0, -100],
        [110, -118],
        [-50, -150],
        [60, -150],
      ]
        .map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="52" fill="url(#ball)"/><ellipse cx="${x! - 16}" cy="${y! - 20}" rx="16" ry="10" fill="#fff" opacity=".45"/>`,
        )
        .join('')}
      <circle cx="-20" cy="-170" r="6" fill="${p.garnish}"/><circle cx="40" cy="-160" r="5" fill="${p.garnish}"/><circle cx="-130" cy="-150" r="5" fill="${p.garnish}"/>`;
  }
  return `<defs>${defs}</defs>${plate(300, 86)}
    ${balls.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#ball)"/>${bumps(x, y, r)}<circle cx="${x + 6}" cy="${y - r + 10}" r="7" fill="${p.garnish}"/>`).join('')}`;
}

function spirals(p: Palette, rand: () => number): string {
  const spiral = (cx: number, cy: number, r: number) => {
    let d = `M${cx} ${cy}`;
    for (let t = 0; t < Math.PI * 6; t += 0.25) {
      const rr = (t / (Math.PI * 6)) * r;
      d += ` L${(cx + Math.cos(t) * rr).toFixed(1)} ${(cy + Math.sin(t) * rr * 0.6).toFixed(1)}`;
    }
    return `<path d="${d}" fill="none" stroke="${shade(p.main, -0.25)}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>
      <path d="${d}" fill="none" stroke="${p.main}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>
      <path d="${d}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="5" stroke-linecap="round" transform="translate(-3 -4)"/>`;
  };
  const spots = [
    [-130, -80, 110],
    [120, -90, 105],
    [0, -170, 115],
  ];
  return `${plate(310, 88)}${spots.map(([x, y, r]) => spiral(x!, y!, r! + rand() * 10)).join('')}`;
}

function kunafa(p: Palette, rand: () => number): string {
  let strands = '';
  for (let i = 0; i < 420; i += 1) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * 215;
    const x = Math.cos(a) * d;
    const y = -110 + Math.sin(a) * d * 0.42;
    const len = 14 + rand() * 20;
    const dir = rand() * Math.PI;
    strands += `<path d="M${x.toFixed(1)} ${y.toFixed(1)} l${(Math.cos(dir) * len).toFixed(1)} ${(Math.sin(dir) * len * 0.5).toFixed(1)}" stroke="${shade('#e07b22', (rand() - 0.5) * 0.4)}" stroke-width="4" stroke-linecap="round"/>`;
  }
  const nuts = Array.from({ length: 40 }, () => {
    const a = rand() * Math.PI * 2;
    const d = rand() * 70;
    return `<circle cx="${Math.cos(a) * d}" cy="${-110 + Math.sin(a) * d * 0.42}" r="${3 + rand() * 3}" fill="${p.garnish}"/>`;
  }).join('');
  return `<ellipse cx="0" cy="30" rx="320" ry="80" fill="url(#shadow)"/>
    <ellipse cx="0" cy="-70" rx="270" ry="120" fill="#b9bec5"/>
    <ellipse cx="0" cy="-92" rx="262" ry="112" fill="#d6dade"/>
    <ellipse cx="0" cy="-100" rx="240" ry="102" fill="#c4631b"/>
    <ellipse cx="0" cy="-108" rx="232" ry="98" fill="#e28a2c"/>
    ${strands}${nuts}
    <path d="M-60 -130 q60 -30 120 0" stroke="#f7d9a0" stroke-width="5" fill="none" opacity=".7"/>`;
}

function cookies(p: Palette, rand: () => number, domed: boolean): string {
  const spots = [
    [-150, -60],
    [0, -50],
    [150, -60],
    [-80, -150],
    [80, -150],
    [0, -240],
  ];
  return `${plate(300, 86)}${spots
    .map(([x, y]) => {
      const r = 68 + rand() * 6;
      let pattern = '';
      if (domed) {
        for (let i = 0; i < 12; i += 1) {
          const a = (i / 12) * Math.PI * 2;
          pattern += `<path d="M${x} ${y! - 10} L${x! + Math.cos(a) * r * 0.8} ${y! - 10 + Math.sin(a) * r * 0.5}" stroke="${shade(p.main, -0.2)}" stroke-width="3"/>`;
        }
      } else {
        for (let i = 0; i < 6; i += 1)
          pattern += `<circle cx="${x! - 30 + i * 12}" cy="${y! - 12 + (i % 2) * 10}" r="3" fill="${shade(p.main, -0.25)}"/>`;
      }
      return `<ellipse cx="${x}" cy="${y! + 16}" rx="${r}" ry="${r * 0.45}" fill="${shade(p.main, -0.25)}"/>
        <ellipse cx="${x}" cy="${y! - 6}" rx="${r}" ry="${r * (domed ? 0.62 : 0.5)}" fill="${p.main}"/>${pattern}
        <ellipse cx="${x! - r * 0.3}" cy="${y! - r * 0.35}" rx="${r * 0.35}" ry="${r * 0.15}" fill="#fff" opacity=".3"/>
        ${domed ? `<circle cx="${x}" cy="${y! - 8}" r="5" fill="#fffaf0"/>` : ''}`;
    })
    .join('')}
    ${Array.from({ length: 30 }, () => `<circle cx="${(rand() - 0.5) * 480}" cy="${-60 - rand() * 200}" r="${1.5 + rand() * 2}" fill="#fffdf8" opacity=".9"/>`).join('')}`;
}

function scones(p: Palette, rand: () => number): string {
  const one = (x: number, y: number) => `
    <path d="M${x - 95} ${y} q-6 -90 95 -100 q101 10 95 100z" fill="${shade(p.main, -0.05)}"/>
    <path d="M${x - 95} ${y} q95 20 190 0 v20 q-95 24 -190 0z" fill="${shade(p.main, -0.25)}"/>
    <path d="M${x - 70} ${y - 60} q70 -40 140 0" stroke="${shade(p.main, 0.25)}" stroke-width="10" fill="none" stroke-linecap="round"/>
    <ellipse cx="${x}" cy="${y - 96}" rx="56" ry="18" fill="#fff8ec"/>
    <ellipse cx="${x + 4}" cy="${y - 110}" rx="32" ry="14" fill="${p.accent}"/>`;
  return `${plate(310, 88)}${one(-130, -30)}${one(130, -30)}${one(0, -150)}
    <g transform="translate(230 -170)"><ellipse cx="0" cy="60" rx="56" ry="16" fill="#e6e0d6"/><path d="M-50 0 h100 v50 q-50 22 -100 0z" fill="#fff"/><ellipse cx="0" cy="0" rx="50" ry="14" fill="${p.accent}"/></g>
    ${Array.from({ length: 3 }, () => `<circle cx="${-250 + rand() * 60}" cy="${-120 + rand() * 80}" r="14" fill="${p.accent}"/>`).join('')}`;
}

function tart(p: Palette, rand: () => number): string {
  let crimp = '';
  for (let i = 0; i < 36; i += 1) {
    const a = (i / 36) * Math.PI * 2;
    crimp += `<circle cx="${Math.cos(a) * 232}" cy="${-110 + Math.sin(a) * 92}" r="16" fill="${shade('#e3b36b', i % 2 ? -0.06 : 0.04)}"/>`;
  }
  const fruit = Array.from({ length: 9 }, (_, i) => {
    const a = (i / 9) * Math.PI * 2;
    return `<circle cx="${Math.cos(a) * 130}" cy="${-116 + Math.sin(a) * 50}" r="20" fill="${p.accent}"/><circle cx="${Math.cos(a) * 130 - 6}" cy="${-122 + Math.sin(a) * 50}" r="6" fill="#fff" opacity=".5"/>`;
  }).join('');
  const flakes = Array.from({ length: 30 }, () => {
    const x = (rand() - 0.5) * 300;
    const y = -110 + (rand() - 0.5) * 110;
    return `<ellipse cx="${x}" cy="${y}" rx="9" ry="4" fill="#f7e2b8" transform="rotate(${Math.round(rand() * 180)} ${x} ${y})"/>`;
  }).join('');
  return `${plate(310, 90)}
    <ellipse cx="0" cy="-80" rx="240" ry="100" fill="#c98d45"/>
    ${crimp}
    <ellipse cx="0" cy="-110" rx="214" ry="84" fill="${p.main}"/>
    <ellipse cx="0" cy="-112" rx="190" ry="72" fill="${shade(p.main, 0.18)}"/>
    ${flakes}${fruit}
    <circle cx="0" cy="-120" r="26" fill="${p.accent}"/><path d="M0 -146 q10 -30 30 -36" stroke="#5d7c2a" stroke-width="5" fill="none"/>`;
}

function pudding(p: Palette): string {
  return `${plate(300, 88)}
    <path d="M-170 -40 q-10 -190 170 -200 q180 10 170 200z" fill="${p.main}"/>
    <path d="M-176 -40 q176 40 352 0 v18 q-176 40 -352 0z" fill="${shade(p.main, -0.3)}"/>
    <path d="M-150 -200 q150 -60 300 0 q-10 60 -40 70 q-10 40 -30 4 q-20 50 -40 0 q-30 40 -50 -4 q-20 50 -50 0 q-20 30 -40 -10 q-30 20 -50 -60z" fill="${p.cream}"/>
    <ellipse cx="-60" cy="-200" rx="50" ry="16" fill="#fff" opacity=".35"/>
    <circle cx="0" cy="-248" r="20" fill="${p.accent}"/><path d="M0 -268 l14 -22" stroke="#5d7c2a" stroke-width="5"/>`;
}

function discsInBowl(p: Palette, rand: () => number): string {
  const discs = [
    [-100, -120],
    [40, -130],
    [-30, -170],
    [110, -160],
  ]
    .map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y! + 8}" rx="70" ry="26" fill="${shade(p.cream, -0.12)}"/><ellipse cx="${x}" cy="${y}" rx="70" ry="26" fill="#fffaf2"/>`,
    )
    .join('');
  const nuts = Array.from(
    { length: 24 },
    () =>
      `<circle cx="${(rand() - 0.5) * 360}" cy="${-110 - rand() * 90}" r="${3 + rand() * 3}" fill="${rand() > 0.5 ? p.garnish : '#e09a2a'}"/>`,
  ).join('');
  return `<ellipse cx="0" cy="40" rx="300" ry="70" fill="url(#shadow)"/>
    <path d="M-260 -120 q0 190 260 190 q260 0 260 -190z" fill="#f6efe4" stroke="#e2d5c2" stroke-width="4"/>
    <ellipse cx="0" cy="-120" rx="260" ry="70" fill="#efe5d6"/>
    <ellipse cx="0" cy="-114" rx="236" ry="58" fill="#f6d98f"/>
    ${discs}${nuts}
    ${Array.from({ length: 5 }, () => `<path d="M${(rand() - 0.5) * 300} ${-150 + rand() * 40} q8 -14 16 0" stroke="${p.accent}" stroke-width="5" fill="none"/>`).join('')}`;
}

function bread(p: Palette, rand: () => number, kind: 'croissant' | 'loaf' | 'eclair'): string {
  if (kind === 'eclair') {
    return `${plate(310, 88)}${[-120, 0, 120]
      .map(
        (y, i) => `<g transform="translate(${i * 30 - 30} ${y * 0.55 - 110}) rotate(-8)">
          <rect x="-190" y="-34" width="380" height="76" rx="38" fill="#d49a4f"/>
          <rect x="-180" y="-40" width="360" height="44" rx="22" fill="${p.main}"/>
          <rect x="-150" y="-34" width="120" height="10" rx="5" fill="#fff" opacity=".3"/>
          ${Array.from({ length: 6 }, () => `<circle cx="${(rand() - 0.5) * 300}" cy="${-26 + rand() * 10}" r="4" fill="${p.garnish}"/>`).join('')}
        </g>`,
      )
      .join('')}`;
  }
  if (kind === 'croissant') {
    const seg = (x: number, y: number, r: number) =>
      `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.8}" fill="#d68d35"/><path d="M${x - r * 0.6} ${y - r * 0.3} q${r * 0.6} ${-r * 0.5} ${r * 1.2} 0" stroke="#f4c77e" stroke-width="7" fill="none"/>`;
    const one = (cx: number, cy: number, s: number) =>
      `<g transform="translate(${cx} ${cy}) scale(${s})">${seg(-150, 10, 48)}${seg(150, 10, 48)}${seg(-90, -30, 66)}${seg(90, -30, 66)}${seg(0, -50, 84)}</g>`;
    return `${plate(310, 88)}${one(-90, -70, 0.9)}${one(100, -150, 0.85)}`;
  }
  return `${plate(320, 88)}
    <path d="M-240 -20 q-20 -200 240 -210 q260 10 240 210z" fill="${p.main}"/>
    <path d="M-246 -20 q246 40 492 0 v16 q-246 40 -492 0z" fill="${shade(p.main, -0.35)}"/>
    ${[-120, -40, 40, 120].map((x) => `<path d="M${x - 40} -160 q40 -40 80 10" stroke="${shade(p.main, 0.3)}" stroke-width="12" fill="none" stroke-linecap="round"/>`).join('')}
    ${Array.from({ length: 40 }, () => `<ellipse cx="${(rand() - 0.5) * 380}" cy="${-120 - rand() * 80}" rx="4" ry="2.5" fill="#f3e3c3"/>`).join('')}`;
}

type Kind =
  | 'cake'
  | 'diamonds'
  | 'squares'
  | 'spheres'
  | 'syrup'
  | 'spirals'
  | 'kunafa'
  | 'domed-cookies'
  | 'cookies'
  | 'scones'
  | 'tart'
  | 'pudding'
  | 'discs'
  | 'croissant'
  | 'loaf'
  | 'eclair';

const KINDS: [RegExp, Kind][] = [
  [/eccles|tart\b|tarts\b/, 'tart'],
  // "Fudge cake", "rasmalai cake", "cheesecake" are cakes first.
  [/cake|gateau|torte/, 'cake'],
  [/jalebi|imarti/, 'spirals'],
  [/kunafa|knafeh|kanafeh/, 'kunafa'],
  [/gulab|jamun|rasgulla|rasgolla/, 'syrup'],
  [/rasmalai|ras malai/, 'discs'],
  [/ladoo|laddu|truffle|bites|balls?\b/, 'spheres'],
  [/baklava|kaju|katli|diamond/, 'diamonds'],
  [/barfi|burfi|basbousa|brownie|fudge|halwa|peda|slice|sohan|mysore|namoura|traybake|flapjack|millionaire/, 'squares'],
  [/ma.?amoul|ghraybeh|ghorayeba|shortbread|kahk/, 'domed-cookies'],
  [/cookie|biscuit|barazek|nankhatai|macaron/, 'cookies'],
  [/scone/, 'scones'],
  [/tart|bakewell|pie|eccles|mince|treacle/, 'tart'],
  [/pudding|trifle|crumble/, 'pudding'],
  [/croissant|danish|pastr/, 'croissant'],
  [/eclair|éclair|cannoli|roll/, 'eclair'],
  [/bread|loaf|brioche|bun|focaccia|sourdough|babka|challah|naan/, 'loaf'],
  [/cake|gateau|sponge|torte|velvet/, 'cake'],
];

const CATEGORY_KIND: Record<string, Kind> = {
  cakes: 'cake',
  'arabian-sweets': 'diamonds',
  'indian-sweets': 'squares',
  'english-sweets': 'scones',
  'pastries-and-breads': 'loaf',
};

function kindOf(slug: string, name: string, category: string): Kind {
  const key = `${slug} ${name}`.toLowerCase();
  return KINDS.find(([pattern]) => pattern.test(key))?.[1] ?? CATEGORY_KIND[category] ?? 'cake';
}

function drawFood(kind: Kind, p: Palette, rand: () => number, detail: boolean): string {
  switch (kind) {
    case 'cake':
      return layerCake(p, rand, detail);
    case 'diamonds':
      return tray(p, rand, 'diamond', detail);
    case 'squares':
      return tray(p, rand, 'square', detail);
    case 'spheres':
      return spheres(p, rand, false);
    case 'syrup':
      return spheres(p, rand, true);
    case 'spirals':
      return spirals(p, rand);
    case 'kunafa':
      return kunafa(p, rand);
    case 'domed-cookies':
      return cookies(p, rand, true);
    case 'cookies':
      return cookies(p, rand, false);
    case 'scones':
      return scones(p, rand);
    case 'tart':
      return tart(p, rand);
    case 'pudding':
      return pudding(p);
    case 'discs':
      return discsInBowl(p, rand);
    default:
      return bread(p, rand, kind);
  }
}

/** A cup of chai or tea beside the food in detail views. */
const cup = (x: number, y: number) => `<g transform="translate(${x} ${y})">
  <ellipse cx="0" cy="40" rx="90" ry="22" fill="url(#shadow)"/>
  <ellipse cx="0" cy="30" rx="84" ry="22" fill="#f7f2ea" stroke="#e3d8c8" stroke-width="3"/>
  <path d="M-56 -60 h112 l-10 86 q-46 18 -92 0z" fill="#fdfaf4" stroke="#e3d8c8" stroke-width="3"/>
  <ellipse cx="0" cy="-60" rx="56" ry="14" fill="#b87a3e"/>
  <path d="M56 -40 q40 0 34 30 q-6 24 -38 18" stroke="#e3d8c8" stroke-width="10" fill="none"/>
  <path d="M-14 -90 q10 -20 0 -40 M14 -92 q10 -20 0 -40" stroke="#fff" stroke-width="5" fill="none" opacity=".7" stroke-linecap="round"/>
</g>`;

function productSvg(slug: string, name: string, category: string, detail: boolean): string {
  const rand = rng(`${slug}${detail ? ':detail' : ''}`);
  const palette = paletteFor(`${slug} ${name}`, rand);
  const bg = BACKGROUNDS[hashOf(slug) % BACKGROUNDS.length]!;
  const kind = kindOf(slug, name, category);
  const food = drawFood(kind, palette, rand, detail);
  const scene = detail
    ? `<g transform="translate(330 600) scale(0.92)">${food}</g>${cup(640, 540)}`
    : `<g transform="translate(400 585) scale(1.15)">${food}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">${backdrop(800, 800, bg, detail ? 520 : 470)}${scene}</svg>`;
}

function heroSvg(index: number): string {
  const scenes: [string, string, string][][] = [
    [
      ['celebration-cake-hero', 'Saffron rose celebration cake', 'cakes'],
      ['red-velvet-hero', 'Red velvet cake', 'cakes'],
      ['chocolate-hero', 'Chocolate cake', 'cakes'],
    ],
    [
      ['baklava-hero', 'Pistachio baklava', 'arabian-sweets'],
      ['kunafa-hero', 'Kunafa', 'arabian-sweets'],
      ['maamoul-hero', "Ma'amoul", 'arabian-sweets'],
    ],
    [
      ['ladoo-hero', 'Motichoor ladoo', 'indian-sweets'],
      ['jalebi-hero', 'Saffron jalebi', 'indian-sweets'],
      ['kaju-katli-hero', 'Kaju katli', 'indian-sweets'],
    ],
    [
      ['scones-hero', 'Scones', 'english-sweets'],
      ['bakewell-hero', 'Bakewell tart', 'english-sweets'],
      ['victoria-hero', 'Victoria sponge', 'english-sweets'],
    ],
  ];
  const bgs = ['#fbe4e0', '#fcecd0', '#fde7cf', '#eef3df'];
  const [a, b, c] = scenes[index]! as [[string, string, string], [string, string, string], [string, string, string]];
  const draw = ([slug, name, category]: [string, string, string], detail: boolean) =>
    drawFood(kindOf(slug, name, category), paletteFor(`${slug} ${name}`, rng(slug)), rng(slug), detail);
  const diyas =
    index === 2
      ? [1020, 1480]
          .map(
            (x) =>
              `<g transform="translate(${x} 800)"><path d="M-60 0 q60 50 120 0z" fill="#b5541f"/><path d="M0 -6 q-16 -30 0 -60 q16 30 0 60z" fill="#f5a524"/><circle cx="0" cy="-30" r="26" fill="#fcd77c" opacity=".35"/></g>`,
          )
          .join('')
      : '';
  const teapot =
    index === 3
      ? `<g transform="translate(1480 520)"><ellipse cx="0" cy="150" rx="120" ry="24" fill="url(#shadow)"/><path d="M-100 0 q0 150 100 150 q100 0 100 -150z" fill="#f4f1ec" stroke="#d9cfc0" stroke-width="4"/><ellipse cx="0" cy="0" rx="100" ry="26" fill="#ebe4da"/><path d="M100 30 q70 -10 80 -70" stroke="#d9cfc0" stroke-width="16" fill="none"/><path d="M-100 40 q-60 0 -50 60 q10 40 50 30" stroke="#d9cfc0" stroke-width="12" fill="none"/><circle cx="0" cy="-30" r="16" fill="#d9cfc0"/><path d="M-60 70 q60 30 120 0" stroke="#8fb24f" stroke-width="8" fill="none"/></g>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">${backdrop(1600, 900, bgs[index]!, 640)}
    <g transform="translate(1270 690) scale(0.9)">${draw(a, false)}</g>
    <g transform="translate(960 830) scale(0.58)">${draw(b, false)}</g>
    <g transform="translate(1430 860) scale(0.42)">${draw(c, false)}</g>
    ${diyas}${teapot}</svg>`;
}

// ---------- output ----------

async function writeWebp(svg: string, outputs: { file: string; width: number; height: number }[]): Promise<void> {
  const image = sharp(Buffer.from(svg));
  for (const { file, width, height } of outputs) {
    await image.clone().resize(width, height).webp({ quality: 74, effort: 4 }).toFile(file);
  }
}

interface Job {
  svg: () => string;
  outputs: { file: string; width: number; height: number }[];
}

function jobs(): Job[] {
  const list: Job[] = [];
  for (const p of seedProducts) {
    for (const detail of [false, true]) {
      const base = path.join(productDir, `${p.slug}${detail ? '-detail' : ''}`);
      list.push({
        svg: () => productSvg(p.slug, p.name, p.category, detail),
        outputs: [
          { file: `${base}.webp`, width: 800, height: 800 },
          { file: `${base}-400w.webp`, width: 400, height: 400 },
        ],
      });
    }
  }
  for (let i = 0; i < 4; i += 1) {
    const base = path.join(heroDir, `slide-${i + 1}`);
    list.push({
      svg: () => heroSvg(i),
      outputs: [
        { file: `${base}.webp`, width: 1600, height: 900 },
        { file: `${base}-800w.webp`, width: 800, height: 450 },
      ],
    });
  }
  return list;
}

async function main(): Promise<void> {
  const stamp = createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(readFileSync(path.join(root, 'src/server/db/seed/catalogue.ts')))
    .digest('hex');
  const all = jobs();
  const files = all.flatMap((j) => j.outputs.map((o) => o.file));
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && files.every((f) => existsSync(f))) {
    console.log('images up to date');
    return;
  }
  const started = Date.now();
  mkdirSync(productDir, { recursive: true });
  mkdirSync(heroDir, { recursive: true });
  let next = 0;
  const worker = async () => {
    while (next < all.length) {
      const job = all[next++]!;
      await writeWebp(job.svg(), job.outputs);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const sizes = files.map((f) => ({ f, size: statSync(f).size }));
  const tooBig = sizes.filter((s) => s.size > MAX_BYTES);
  if (tooBig.length) {
    console.error(`images over 60 KB:\n${tooBig.map((s) => `  ${s.f} ${s.size}`).join('\n')}`);
    process.exit(1);
  }
  writeFileSync(stampFile, stamp);
  const largest = Math.max(...sizes.map((s) => s.size));
  console.log(
    `${files.length} images in ${((Date.now() - started) / 1000).toFixed(1)} s (largest ${(largest / 1024).toFixed(1)} KB)`,
  );
}

await main();
