import { useState, type FormEvent } from 'react';
import { Cake, ImagePlus, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { COMMISSION_OCCASIONS } from '@/contracts/commissions';
import { BASE_PRICE_RANGE, CAKE_SIZES, type CakeSize, MAX_REFERENCE_PHOTOS, NOTICE_DAYS } from '@/domain/commissions';
import { addDays, aucklandNow, DELIVERY_SLOTS } from '@/domain/delivery';
import { formatCurrency, MONEY_PATTERN } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Textarea } from '@/web/components/ui/textarea';
import { ApiRequestError } from '@/web/lib/api-client';
import { paths } from '@/web/lib/paths';
import { useRequestCommission } from './api/request-commission';
import { uploadReferencePhoto } from './api/upload-reference-photo';

const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

interface Values {
  dateNeeded: string;
  slot: string;
  occasion: string;
  size: string;
  servings: string;
  flavours: string;
  designNotes: string;
  message: string;
  budget: string;
}

/** /custom-orders/request: the signed-in customer's request, with up to three reference photos. */
export function CommissionRequestScreen() {
  const earliest = addDays(aucklandNow().date, NOTICE_DAYS);
  const [values, setValues] = useState<Values>({
    dateNeeded: '',
    slot: '11:00-13:00',
    occasion: 'Birthday',
    size: '8',
    servings: '',
    flavours: '',
    designNotes: '',
    message: '',
    budget: '',
  });
  const [photos, setPhotos] = useState<{ path: string; name: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const request = useRequestCommission();
  const navigate = useNavigate();

  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function addPhotos(files: FileList | null) {
    if (!files?.length) return;
    const chosen = [...files].slice(0, MAX_REFERENCE_PHOTOS - photos.length);
    for (const file of chosen) {
      if (!IMAGE_TYPES.includes(file.type)) {
        setErrors((e) => ({ ...e, photos: 'Only JPEG, PNG and WebP images can be used' }));
        continue;
      }
      if (file.size > MAX_PHOTO_BYTES) {
        setErrors((e) => ({ ...e, photos: 'Image must be less than 10MB' }));
        continue;
      }
      setUploading(true);
      try {
        const path = await uploadReferencePhoto(file);
        setPhotos((current) => [...current, { path, name: file.name }]);
        setErrors(({ photos: _, ...rest }) => rest);
      } catch (error) {
        const message = error instanceof ApiRequestError ? error.serverMessage : (error as Error).message;
        setErrors((e) => ({ ...e, photos: message ?? 'The photo could not be uploaded' }));
      } finally {
        setUploading(false);
      }
    }
  }

  function validate(): Record<string, string> {
    const found: Record<string, string> = {};
    if (!values.dateNeeded) found.dateNeeded = 'Choose the date you need the cake';
    else if (values.dateNeeded < earliest)
      found.dateNeeded = `Custom cakes need 48 hours' notice: choose ${earliest} or later`;
    if (!values.flavours.trim()) found.flavours = 'Flavours is required';
    if (!values.designNotes.trim()) found.designNotes = 'Design notes is required';
    if (values.budget && !MONEY_PATTERN.test(values.budget)) found.budget = 'Write the budget like 150 or 150.00';
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    try {
      await request.mutateAsync({
        dateNeeded: values.dateNeeded,
        slot: values.slot as (typeof DELIVERY_SLOTS)[number],
        occasion: values.occasion as (typeof COMMISSION_OCCASIONS)[number],
        size: Number(values.size) as CakeSize,
        servings: values.servings ? Number(values.servings) : null,
        flavours: values.flavours,
        designNotes: values.designNotes,
        message: values.message || null,
        budget: values.budget ? Number(values.budget).toFixed(2) : null,
        photos: photos.map((p) => p.path),
      });
      void navigate(`${paths.myCustomCakes()}?sent=1`);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setErrors(error.fields);
        setFormError(error.serverMessage ?? 'Your request could not be sent. Please try again.');
      } else setFormError('Your request could not be sent. Please try again.');
    }
  }

  const range = BASE_PRICE_RANGE[Number(values.size) as CakeSize];

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <title>Request a Custom Cake – Saffron & Sugar</title>
      <header>
        <p className="text-eyebrow font-semibold text-saffron-700 uppercase">Custom cakes</p>
        <h1 className="mt-1 text-h1 text-cocoa-900">Request a custom cake</h1>
        <p className="mt-2 text-muted-foreground">
          Tell us about your celebration. We reply with a priced quote (or a question) within a day; a 50% deposit
          confirms your date.
        </p>
      </header>

      <Card>
        <CardContent className="pt-6">
          <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-6 sm:grid-cols-2">
            <Field
              label="Date needed"
              required
              error={errors.dateNeeded}
              hint={`48 hours' notice: ${earliest} or later`}
            >
              <Input type="date" min={earliest} value={values.dateNeeded} onChange={set('dateNeeded')} />
            </Field>
            <Field label="Collection time" required error={errors.slot}>
              <NativeSelect value={values.slot} onChange={set('slot')}>
                {DELIVERY_SLOTS.map((slot) => (
                  <option key={slot} value={slot}>
                    {slot.replace('-', ' – ')}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label="Occasion" required error={errors.occasion}>
              <NativeSelect value={values.occasion} onChange={set('occasion')}>
                {COMMISSION_OCCASIONS.map((occasion) => (
                  <option key={occasion}>{occasion}</option>
                ))}
              </NativeSelect>
            </Field>
            <Field
              label="Size"
              required
              error={errors.size}
              hint={`Base price ${formatCurrency(range.min)} – ${formatCurrency(range.max)}`}
            >
              <NativeSelect value={values.size} onChange={set('size')}>
                {CAKE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size} inch
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label="Servings" error={errors.servings} hint="Roughly how many guests">
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={300}
                value={values.servings}
                onChange={set('servings')}
              />
            </Field>
            <Field label="Budget (NZD)" error={errors.budget} hint="Optional: helps us suggest a design">
              <Input inputMode="decimal" placeholder="150.00" value={values.budget} onChange={set('budget')} />
            </Field>
            <Field label="Flavours" required error={errors.flavours} className="sm:col-span-2">
              <Input
                placeholder="Cardamom sponge, rose buttercream"
                value={values.flavours}
                onChange={set('flavours')}
              />
            </Field>
            <Field label="Design notes" required error={errors.designNotes} className="sm:col-span-2">
              <Textarea
                rows={5}
                placeholder="Colours, tiers, decorations, a theme…"
                value={values.designNotes}
                onChange={set('designNotes')}
              />
            </Field>
            <Field
              label="Message on the cake"
              error={errors.message}
              hint="Up to 60 characters"
              className="sm:col-span-2"
            >
              <Input maxLength={60} value={values.message} onChange={set('message')} />
            </Field>

            <fieldset className="sm:col-span-2">
              <legend className="text-small font-medium text-cocoa-900">Reference photos</legend>
              <p className="mt-1 text-small text-muted-foreground">Up to 3 images (JPEG, PNG or WebP), 10 MB each.</p>
              <ul className="mt-3 flex flex-wrap gap-3" aria-label="Photos added">
                {photos.map((photo) => (
                  <li key={photo.path} className="relative">
                    <img src={photo.path} alt={photo.name} className="size-24 rounded-lg border object-cover" />
                    <button
                      type="button"
                      aria-label={`Remove ${photo.name}`}
                      onClick={() => setPhotos((current) => current.filter((p) => p.path !== photo.path))}
                      className="absolute -top-2 -right-2 grid size-8 place-items-center rounded-full bg-cocoa-900 text-white shadow"
                    >
                      <X className="size-4" aria-hidden="true" />
                    </button>
                  </li>
                ))}
                {photos.length < MAX_REFERENCE_PHOTOS ? (
                  <li>
                    <label className="grid size-24 cursor-pointer place-items-center rounded-lg border-2 border-dashed border-saffron-300 bg-saffron-50 text-saffron-800 hover:bg-saffron-100 focus-within:ring-2 focus-within:ring-saffron-500">
                      <span className="flex flex-col items-center gap-1 text-small">
                        <ImagePlus className="size-6" aria-hidden="true" />
                        {uploading ? 'Uploading…' : 'Add photo'}
                      </span>
                      <input
                        type="file"
                        accept={IMAGE_TYPES.join(',')}
                        multiple
                        className="sr-only"
                        aria-label="Add reference photos"
                        disabled={uploading}
                        onChange={(e) => {
                          void addPhotos(e.target.files);
                          e.target.value = '';
                        }}
                      />
                    </label>
                  </li>
                ) : null}
              </ul>
              {errors.photos ? (
                <p role="alert" className="mt-2 text-small text-destructive">
                  {errors.photos}
                </p>
              ) : null}
            </fieldset>

            {formError ? (
              <p role="alert" className="rounded-lg bg-destructive/10 p-3 text-small text-destructive sm:col-span-2">
                {formError}
              </p>
            ) : null}
            <div className="sm:col-span-2">
              <Button
                type="submit"
                size="lg"
                loading={request.isPending}
                disabled={uploading}
                className="w-full sm:w-auto"
              >
                <Cake aria-hidden="true" />
                Send request
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
