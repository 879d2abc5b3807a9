import { useState } from 'react';
import { Plus, X } from 'lucide-react';
import { findRegion, NZ_REGIONS } from '@/domain/nz-regions';
import { RegionSuburbPicker } from '@/web/components/region-suburb-picker';
import { Button } from '@/web/components/ui/button';

export interface DeliveryAreaValue {
  regions: string[];
  suburbs: string[];
}

/**
 * Where the bakery delivers: whole regions (checkboxes), or only some suburbs of them, added with
 * the shop's region and suburb picker. Adding a suburb ticks its region too.
 */
export function DeliveryAreaEditor({
  value,
  onChange,
  regionsError,
  suburbsError,
}: {
  value: DeliveryAreaValue;
  onChange: (next: DeliveryAreaValue) => void;
  regionsError?: string;
  suburbsError?: string;
}) {
  const [pick, setPick] = useState({ region: '', suburb: '' });
  const has = (name: string) => value.regions.some((r) => findRegion(r)?.name === name);
  const toggleRegion = (name: string, on: boolean) =>
    onChange({
      regions: on ? [...value.regions, name] : value.regions.filter((r) => findRegion(r)?.name !== name),
      // A region taken away takes its suburbs with it.
      suburbs: on
        ? value.suburbs
        : value.suburbs.filter((s) => !NZ_REGIONS.find((r) => r.name === name)?.suburbs.includes(s)),
    });
  const addSuburb = () => {
    if (!pick.region || !pick.suburb || value.suburbs.includes(pick.suburb)) return;
    onChange({
      regions: has(pick.region) ? value.regions : [...value.regions, pick.region],
      suburbs: [...value.suburbs, pick.suburb],
    });
    setPick({ region: pick.region, suburb: '' });
  };

  return (
    <div className="flex flex-col gap-5">
      <fieldset aria-describedby={regionsError ? 'delivery-regions-error' : undefined}>
        <legend className="mb-2 text-small font-semibold text-cocoa-900">Delivery regions</legend>
        <div className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
          {NZ_REGIONS.map((region) => (
            <label
              key={region.code}
              className="flex min-h-8 cursor-pointer items-center gap-2 text-small text-cocoa-800 max-md:min-h-11 pointer-coarse:min-h-11"
            >
              <input
                type="checkbox"
                className="size-5 shrink-0 cursor-pointer rounded accent-saffron-600"
                checked={has(region.name)}
                onChange={(event) => toggleRegion(region.name, event.target.checked)}
              />
              {region.name}
            </label>
          ))}
        </div>
        {regionsError ? (
          <p id="delivery-regions-error" className="mt-2 text-small font-medium text-destructive">
            {regionsError}
          </p>
        ) : null}
      </fieldset>

      <fieldset aria-describedby={suburbsError ? 'delivery-suburbs-error' : 'delivery-suburbs-hint'}>
        <legend className="mb-1 text-small font-semibold text-cocoa-900">Only these suburbs</legend>
        <p id="delivery-suburbs-hint" className="mb-3 text-small text-muted-foreground">
          Leave empty to deliver anywhere in the regions above.
        </p>
        {value.suburbs.length ? (
          <ul className="mb-3 flex flex-wrap gap-2" aria-label="Suburbs delivered to">
            {value.suburbs.map((suburb) => (
              <li
                key={suburb}
                className="inline-flex items-center gap-1 rounded-full border border-saffron-200 bg-saffron-50 py-1 pr-1 pl-3 text-small text-cocoa-900"
              >
                {suburb}
                <button
                  type="button"
                  aria-label={`Remove ${suburb}`}
                  className="grid size-7 cursor-pointer place-items-center rounded-full hover:bg-saffron-100"
                  onClick={() => onChange({ ...value, suburbs: value.suburbs.filter((s) => s !== suburb) })}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
          <RegionSuburbPicker region={pick.region} suburb={pick.suburb} onChange={setPick} className="lg:flex-1" />
          <Button type="button" variant="outline" onClick={addSuburb} disabled={!pick.suburb}>
            <Plus aria-hidden="true" />
            Add suburb
          </Button>
        </div>
        {suburbsError ? (
          <p id="delivery-suburbs-error" className="mt-2 text-small font-medium text-destructive">
            {suburbsError}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
