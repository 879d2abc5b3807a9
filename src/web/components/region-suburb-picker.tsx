import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Command } from 'cmdk';
import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type DeliveryArea, deliveryAreaProblem, deliversToRegion } from '@/domain/delivery-area';
import { findRegion, foldPlaceName, NZ_REGIONS } from '@/domain/nz-regions';
import { cn } from '../lib/cn';
import { controlClasses } from './ui/input';
import { Label } from './ui/label';

export interface RegionSuburbValue {
  /** Region name (e.g. 'Auckland'); '' when none. A region code is accepted and shown by name. */
  region: string;
  /** Suburb of that region; '' when none. */
  suburb: string;
}

export interface RegionSuburbPickerProps extends RegionSuburbValue {
  onChange(next: RegionSuburbValue): void;
  /** Marks both controls required (visual marker and aria-required). */
  required?: boolean;
  /** Disables both controls. */
  disabled?: boolean;
  /**
   * Where the bakery delivers, when the address is for a delivery: places outside it are marked
   * in the lists before they are chosen. They can still be chosen (the form says to choose pickup).
   */
  deliveryArea?: DeliveryArea;
  className?: string;
}

/** The mark on a place the bakery does not deliver to. */
export const OUTSIDE_DELIVERY_AREA = 'Outside our delivery area';

const REGION_NAMES = NZ_REGIONS.map((r) => r.name);

/** Plain substring search (accents and case ignored); matches at the start of a word rank first. */
function filter(value: string, search: string): number {
  const needle = foldPlaceName(search);
  if (!needle) return 1;
  const haystack = foldPlaceName(value);
  const at = haystack.indexOf(needle);
  if (at < 0) return 0;
  if (at === 0) return 1;
  return /[\s'-]/.test(haystack[at - 1] ?? '') ? 0.8 : 0.5;
}

/**
 * Region and suburb selectors for a New Zealand address: two searchable comboboxes.
 * Choosing a region clears the suburb; the suburb list is that region's and is disabled until a
 * region is chosen; choosing the already selected region or suburb clears it.
 */
export function RegionSuburbPicker({
  region,
  suburb,
  onChange,
  required,
  disabled,
  deliveryArea,
  className,
}: RegionSuburbPickerProps) {
  const current = findRegion(region);
  const regionLabel = current?.name ?? region;
  const regionNote = (name: string) =>
    deliveryArea && !deliversToRegion(deliveryArea, name) ? OUTSIDE_DELIVERY_AREA : null;
  const suburbNote = (name: string) =>
    deliveryArea && current && deliveryAreaProblem({ city: current.name, suburb: name }, deliveryArea)
      ? OUTSIDE_DELIVERY_AREA
      : null;

  return (
    <div className={cn('grid gap-5 sm:grid-cols-2', className)}>
      <SearchableSelect
        label="Region"
        value={regionLabel}
        options={REGION_NAMES}
        placeholder="Select a region"
        searchLabel="Search regions"
        searchPlaceholder="Search regions..."
        emptyText="No region found."
        required={required}
        disabled={disabled}
        noteFor={regionNote}
        onSelect={(name) =>
          onChange(name === current?.name ? { region: '', suburb: '' } : { region: name, suburb: '' })
        }
      />
      <SearchableSelect
        label="Suburb"
        value={current ? suburb : ''}
        options={current?.suburbs ?? []}
        placeholder={current ? 'Select a suburb' : 'Select a region first'}
        searchLabel={current ? `Search suburbs in ${current.name}` : 'Search suburbs'}
        searchPlaceholder="Search suburbs..."
        emptyText="No suburb found."
        required={required}
        disabled={disabled || !current}
        hint={current ? undefined : 'Choose a region to see its suburbs.'}
        noteFor={suburbNote}
        onSelect={(name) => {
          if (!current) return;
          onChange({ region: current.name, suburb: name === suburb ? '' : name });
        }}
      />
    </div>
  );
}

interface SearchableSelectProps {
  label: string;
  value: string;
  options: readonly string[];
  placeholder: string;
  searchLabel: string;
  searchPlaceholder: string;
  emptyText: string;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  /** A short note under an option (e.g. outside the delivery area), part of its accessible name. */
  noteFor?(option: string): string | null;
  onSelect(option: string): void;
}

function SearchableSelect({
  label,
  value,
  options,
  placeholder,
  searchLabel,
  searchPlaceholder,
  emptyText,
  required,
  disabled,
  hint,
  noteFor,
  onSelect,
}: SearchableSelectProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const triggerId = `${id}-trigger`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;

  const openWithArrow = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label id={labelId} htmlFor={triggerId}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-rose-700">
            *
          </span>
        ) : null}
      </Label>
      <Popover.Root open={open && !disabled} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <button
            id={triggerId}
            type="button"
            role="combobox"
            aria-labelledby={labelId}
            aria-haspopup="listbox"
            aria-expanded={open && !disabled}
            aria-required={required || undefined}
            aria-describedby={hint ? hintId : undefined}
            disabled={disabled}
            onKeyDown={openWithArrow}
            className={cn(
              controlClasses,
              'flex h-11 cursor-pointer items-center justify-between gap-2 py-2 text-left',
              'data-[state=open]:border-saffron-600 data-[state=open]:shadow-[0_0_0_4px_rgb(245_165_36/0.22)]',
            )}
          >
            <span className={cn('truncate', value ? 'text-foreground' : 'text-cocoa-500')}>{value || placeholder}</span>
            <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-cocoa-500" />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-labelledby={labelId}
            align="start"
            sideOffset={6}
            collisionPadding={12}
            className={cn(
              'z-50 w-(--radix-popover-trigger-width) min-w-60 overflow-hidden rounded-control border border-border',
              'bg-popover text-popover-foreground shadow-lifted',
              'data-[state=open]:animate-pop-in data-[state=closed]:animate-pop-out',
            )}
          >
            <Command label={searchLabel} filter={filter} defaultValue={value || undefined} loop>
              {/* The search field's focus shows on its row (an outline would be clipped by the
                  popover's edge): a saffron underline and a tinted background. */}
              <div className="flex items-center gap-2 border-b border-border px-3 focus-within:border-ring focus-within:bg-saffron-50 focus-within:shadow-[inset_0_-2px_0_0_var(--color-ring)]">
                <Search aria-hidden="true" className="size-4 shrink-0 text-cocoa-500" />
                <Command.Input
                  placeholder={searchPlaceholder}
                  className="h-11 w-full min-w-0 bg-transparent text-base text-foreground outline-none placeholder:text-cocoa-500 focus-visible:outline-none"
                />
              </div>
              <Command.List className="max-h-[min(18rem,var(--radix-popover-content-available-height,18rem))] scroll-py-1 overflow-y-auto overscroll-contain p-1">
                <Command.Empty className="px-3 py-6 text-center text-small text-muted-foreground">
                  {emptyText}
                </Command.Empty>
                {options.map((option) => {
                  const chosen = option === value;
                  const note = noteFor?.(option) ?? null;
                  return (
                    <Command.Item
                      key={option}
                      value={option}
                      onSelect={() => {
                        onSelect(option);
                        setOpen(false);
                      }}
                      data-checked={chosen || undefined}
                      className={cn(
                        'flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 text-small text-cocoa-800 select-none',
                        'data-[selected=true]:bg-saffron-100 data-[selected=true]:text-cocoa-950',
                        'data-[checked]:font-semibold',
                      )}
                    >
                      <Check
                        aria-hidden="true"
                        className={cn('size-4 shrink-0 text-saffron-700', chosen ? 'opacity-100' : 'opacity-0')}
                      />
                      <span className="flex min-w-0 flex-col">
                        <span className="truncate">{option}</span>
                        {note ? (
                          <span className="text-caption text-muted-foreground">
                            <span className="sr-only">, </span>
                            {note}
                          </span>
                        ) : null}
                      </span>
                    </Command.Item>
                  );
                })}
              </Command.List>
            </Command>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {hint ? (
        <p id={hintId} className="text-caption text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
