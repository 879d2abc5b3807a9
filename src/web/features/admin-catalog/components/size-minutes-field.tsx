import type { AdminProduct } from '@/contracts/admin-catalog';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';

/**
 * A size's own kitchen minutes, when adding the size or editing them later: empty means the
 * product's minutes, which the placeholder shows.
 */
export function SizeMinutesField({
  product,
  value,
  error,
  onChange,
}: {
  product: AdminProduct;
  value: string;
  error: string | undefined;
  onChange: (minutes: string) => void;
}) {
  return (
    <Field
      label="Kitchen minutes per item"
      hint={`Only when this size takes a different time. Empty: ${product.effortMinutes} minutes, the product's own`}
      error={error}
    >
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        className="max-w-40"
        value={value}
        placeholder={String(product.effortMinutes)}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
