import { describe, expect, it } from 'vitest';
import { buildProductPayload, EMPTY_PRODUCT_FORM, productToForm, validateProductForm } from './product-form';

const filled = {
  ...EMPTY_PRODUCT_FORM,
  name: 'Diwali Box',
  description: 'Sweets for the festival',
  price: '35.00',
  category: 'indian-sweets',
  image: '/objects/products/box.webp',
};

describe('the daily batch and pre-order fields of the product form', () => {
  it('shows a saved window in Auckland time and sends it back as typed', () => {
    const form = productToForm({
      name: filled.name,
      description: filled.description,
      price: filled.price,
      category: filled.category,
      image: filled.image,
      featured: false,
      bestseller: false,
      seasonal: false,
      inStock: true,
      images: [],
      dailyBatch: 60,
      preorderOpensAt: '2026-09-30T20:00:00.000Z',
      preorderClosesAt: '2026-10-30T11:00:00.000Z',
      preorderDates: ['2026-11-01', '2026-11-02'],
    });
    expect(form).toMatchObject({
      dailyBatch: '60',
      preorderOpensAt: '2026-10-01T09:00',
      preorderClosesAt: '2026-10-31T00:00',
      preorderDates: '2026-11-01, 2026-11-02',
    });
    expect(buildProductPayload(form)).toMatchObject({
      dailyBatch: '60',
      preorderOpensAt: '2026-10-01T09:00',
      preorderDates: '2026-11-01, 2026-11-02',
    });
    expect(validateProductForm(form)).toEqual({});
  });

  it('names the field of a negative batch, a window closing before it opens, and one without dates', () => {
    expect(validateProductForm({ ...filled, dailyBatch: '-5' })).toHaveProperty('dailyBatch');
    expect(
      validateProductForm({
        ...filled,
        preorderOpensAt: '2026-10-10T09:00',
        preorderClosesAt: '2026-10-01T09:00',
        preorderDates: '2026-11-01',
      }),
    ).toEqual({ preorderClosesAt: 'Ordering must close after it opens' });
    expect(
      validateProductForm({ ...filled, preorderOpensAt: '2026-10-01T09:00', preorderClosesAt: '2026-10-31T09:00' }),
    ).toEqual({ preorderDates: 'A pre-order needs at least one fulfilment date' });
  });
});
