/**
 * The product dialog's allergen part (issue 26): what the product contains by the food standard's
 * required names (cereals and tree nuts one by one), what "may be present", and the ingredient
 * list the counter's allergen card prints. A product still declaring the generic "tree nuts" asks
 * to have them named; until then the shop counts it as containing every tree nut.
 */
import { TriangleAlert } from 'lucide-react';
import { ALLERGEN_LABELS, type Allergen, CEREALS, containsLine, needsNutsNamed, TREE_NUTS } from '@/domain/allergens';
import { Field } from '@/web/components/ui/field';
import { Textarea } from '@/web/components/ui/textarea';
import { Checkbox } from './controls';

/** The other allergens the standard names, after the cereals and before the tree nuts. */
const OTHERS: readonly Allergen[] = [
  'milk',
  'egg',
  'peanut',
  'sesame',
  'soy',
  'fish',
  'crustacea',
  'molluscs',
  'lupin',
  'sulphites',
];

const GROUPS: readonly { title: string; allergens: readonly Allergen[] }[] = [
  { title: 'Cereals with gluten', allergens: CEREALS },
  { title: 'Tree nuts', allergens: TREE_NUTS },
  { title: 'Other allergens', allergens: OTHERS },
];

/** Labels for checkboxes start with a capital; the "Contains" line keeps the required names. */
const capital = (a: Allergen) => ALLERGEN_LABELS[a].charAt(0).toUpperCase() + ALLERGEN_LABELS[a].slice(1);

interface AllergenFieldsProps {
  allergens: Allergen[];
  mayContain: Allergen[];
  ingredients: string;
  errors: { allergens?: string; mayContain?: string; ingredients?: string };
  onChange: (change: { allergens?: Allergen[]; mayContain?: Allergen[]; ingredients?: string }) => void;
}

function toggled(list: readonly Allergen[], value: Allergen, on: boolean): Allergen[] {
  return on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
}

function Groups({
  legend,
  chosen,
  disabled,
  onToggle,
}: {
  legend: string;
  chosen: readonly Allergen[];
  disabled?: readonly Allergen[];
  onToggle: (a: Allergen, on: boolean) => void;
}) {
  return (
    <div className="grid gap-3">
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="grid gap-1">
          <legend className="text-caption font-semibold uppercase tracking-wide text-cocoa-600">
            <span className="sr-only">{legend}: </span>
            {group.title}
          </legend>
          <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-3 lg:grid-cols-5">
            {group.allergens.map((a) => (
              <Checkbox
                key={a}
                label={capital(a)}
                checked={chosen.includes(a)}
                disabled={disabled?.includes(a)}
                onChange={(e) => onToggle(a, e.target.checked)}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

export function AllergenFields({ allergens, mayContain, ingredients, errors, onChange }: AllergenFieldsProps) {
  const contains = containsLine(allergens);
  return (
    <>
      <fieldset className="grid gap-3 rounded-control border border-border p-4">
        <legend className="px-1 text-sm font-semibold text-cocoa-800">Allergens (contains)</legend>
        {needsNutsNamed(allergens) ? (
          <div role="note" className="flex gap-2 rounded-control bg-saffron-50 p-3 text-sm text-cocoa-800">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-saffron-700" />
            <div>
              <p className="font-semibold">Name the tree nuts in this product.</p>
              <p>
                It was saved with “tree nuts”, which the food standard no longer allows. Tick each nut it contains and
                untick “Tree nuts (not named)”. Until then the shop counts it as containing every tree nut.
              </p>
              <Checkbox
                label="Tree nuts (not named)"
                checked
                onChange={(e) => onChange({ allergens: toggled(allergens, 'tree-nuts', e.target.checked) })}
              />
            </div>
          </div>
        ) : null}
        <Groups
          legend="Contains"
          chosen={allergens}
          onToggle={(a, on) =>
            onChange({
              allergens: toggled(allergens, a, on),
              // One allergen is either in the recipe or a trace risk, never both.
              ...(on ? { mayContain: mayContain.filter((m) => m !== a) } : {}),
            })
          }
        />
        <p className="text-sm text-cocoa-700" aria-live="polite">
          {contains ? <strong>Contains: {contains}</strong> : 'No allergens ticked.'}
        </p>
        {errors.allergens ? <p className="text-caption font-medium text-destructive">{errors.allergens}</p> : null}
      </fieldset>

      <fieldset className="grid gap-3 rounded-control border border-border p-4">
        <legend className="px-1 text-sm font-semibold text-cocoa-800">May be present</legend>
        <p className="text-caption text-cocoa-600">
          Traces the recipe does not contain but the product may carry (shared trays, shared oil). Already contained
          allergens cannot be ticked here.
        </p>
        <Groups
          legend="May be present"
          chosen={mayContain}
          disabled={allergens}
          onToggle={(a, on) => onChange({ mayContain: toggled(mayContain, a, on) })}
        />
        {errors.mayContain ? <p className="text-caption font-medium text-destructive">{errors.mayContain}</p> : null}
      </fieldset>

      <Field
        label="Ingredients"
        hint="Printed on the counter's allergen card, with the allergens in bold. Name each source: “wheat flour”, “butter (milk)”."
        error={errors.ingredients}
      >
        <Textarea
          rows={3}
          value={ingredients}
          maxLength={2000}
          onChange={(e) => onChange({ ingredients: e.target.value })}
        />
      </Field>
    </>
  );
}
