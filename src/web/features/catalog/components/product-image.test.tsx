// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/web/test/render-app';
import { ProductImage, responsiveSources } from './product-image';

const uploaded = '/objects/products/0b6c5a52-8d7e-4a57-9a43-2f3c8d7f6e10.webp';
const base = uploaded.replace(/\.webp$/, '');

describe('product pictures on the storefront', () => {
  it('offers an uploaded photo in all three widths, AVIF first and WebP after', () => {
    const { container } = renderApp(
      <ProductImage src={uploaded} alt="Photo cake" sizes="(min-width: 768px) 33vw, 100vw" />,
    );
    const picture = container.querySelector('picture')!;
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      `${base}-400w.avif 400w, ${base}.avif 800w, ${base}-1600w.avif 1600w`,
    );
    expect(sources[1]!.getAttribute('srcset')).toBe(
      `${base}-400w.webp 400w, ${uploaded} 800w, ${base}-1600w.webp 1600w`,
    );
    for (const source of sources) expect(source.getAttribute('sizes')).toBe('(min-width: 768px) 33vw, 100vw');
    // The <img> is the fallback and what the page lays out; it is the picture's last child.
    const img = screen.getByRole('img', { name: 'Photo cake' });
    expect(img.parentElement).toBe(picture);
    expect(picture.lastElementChild).toBe(img);
    expect(img.getAttribute('src')).toBe(uploaded);
    expect(img.getAttribute('srcset')).toBe(sources[1]!.getAttribute('srcset'));
    expect(picture.className).toBe('contents');
  });

  it('keeps the seed drawings as WebP in their two widths, without a <picture>', () => {
    const { container } = renderApp(
      <ProductImage src="/images/products/lemon-tart.webp" alt="Lemon tart" sizes="80px" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img').getAttribute('srcset')).toBe(
      '/images/products/lemon-tart-400w.webp 400w, /images/products/lemon-tart.webp 800w',
    );
  });

  it('shows any other address as it is', () => {
    expect(responsiveSources('https://example.com/cake.jpg')).toEqual({ src: 'https://example.com/cake.jpg' });
    expect(responsiveSources('/objects/products/x.png')).toEqual({ src: '/objects/products/x.png' });
  });
});
