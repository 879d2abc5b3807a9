/**
 * Photo upload for the product dialog (admin sections 4, 5, 7 and 8): idle → processing (the photo
 * made smaller in the browser) → uploading (a progress bar) → saving (the shop makes its copies)
 * → done, or failed with what went wrong and a Retry that starts again with a fresh upload link
 * (issue 20). `accept="image/*"` lets a phone or tablet offer its camera as well as its library.
 * One image (the main picture) or several (the additional pictures, up to a limit).
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ImagePlus, LoaderCircle, RotateCcw, X } from 'lucide-react';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { toast } from '@/web/lib/toast-store';
import { cn } from '@/web/lib/cn';
import { UploadFailed } from '../api/upload-failed';
import { uploadImage } from '../api/upload-image';
import { preparePhoto } from '../prepare-photo';
import { checkMultipleImages, checkSingleImage, DEFAULT_MULTI_LIMIT, imageSrc } from '../upload-checks';

/** A photo on its way: the file to send (already made smaller) and the name the person knows. */
interface PendingPhoto {
  file: File;
  name: string;
}

type UploadState =
  | { phase: 'idle' }
  | { phase: 'processing'; label: string }
  | { phase: 'uploading'; fraction: number; label: string }
  | { phase: 'saving'; label: string }
  | { phase: 'done' }
  | { phase: 'failed'; message: string; retry: PendingPhoto[] };

const isBusy = (state: UploadState) =>
  state.phase === 'processing' || state.phase === 'uploading' || state.phase === 'saving';

const failureMessage = (error: unknown) =>
  error instanceof UploadFailed ? error.message : 'The photo could not be uploaded. Please retry.';

/** The photos made ready to send, one by one, as they were picked. */
async function prepareAll(files: readonly File[]): Promise<PendingPhoto[]> {
  const ready: PendingPhoto[] = [];
  for (const file of files) ready.push({ file: await preparePhoto(file), name: file.name });
  return ready;
}

function ProgressBar({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-cream-200"
      >
        <div
          className="h-full rounded-full bg-saffron-500 transition-[width] duration-150"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-caption text-muted-foreground">
        {label} {percent}%
      </p>
    </div>
  );
}

/** The step in progress (processing, saving), or the failure with its Retry button. */
function UploadStatus({ state, onRetry }: { state: UploadState; onRetry: (photos: PendingPhoto[]) => void }) {
  if (state.phase === 'uploading') return <ProgressBar fraction={state.fraction} label={state.label} />;
  if (state.phase === 'processing' || state.phase === 'saving') {
    return (
      <p role="status" className="flex items-center gap-2 text-caption text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-saffron-600" />
        {state.label}…
      </p>
    );
  }
  if (state.phase !== 'failed') return null;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <p className="text-caption font-medium text-destructive">Upload failed: {state.message}</p>
      {state.retry.length > 0 ? (
        <Button type="button" variant="outline" size="sm" className="min-h-11" onClick={() => onRetry(state.retry)}>
          <RotateCcw aria-hidden="true" />
          {state.retry.length > 1 ? `Retry ${state.retry.length} photos` : 'Retry'}
        </Button>
      ) : null}
    </div>
  );
}

function Thumb({
  path,
  alt,
  onRemove,
  removeLabel,
}: {
  path: string;
  alt: string;
  onRemove: () => void;
  removeLabel: string;
}) {
  return (
    <li className="relative size-20 shrink-0 overflow-hidden rounded-control border border-border bg-cream-100">
      <img
        src={imageSrc(path)}
        alt={alt}
        className="size-full object-cover"
        onError={() => console.warn(`Image failed to load: ${path}`)}
      />
      <button
        type="button"
        aria-label={removeLabel}
        onClick={onRemove}
        // A 44 px target (touch, issue 20) around the 28 px circle that shows.
        className="group absolute top-0 right-0 inline-flex size-11 cursor-pointer items-center justify-center rounded-full"
      >
        <span className="inline-flex size-7 items-center justify-center rounded-full bg-card/90 text-cocoa-800 shadow-soft group-hover:bg-card">
          <X aria-hidden="true" className="size-4" />
        </span>
      </button>
    </li>
  );
}

interface PickerProps {
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

/** A real file input (labelled, keyboard reachable) that looks like a button. */
function FilePicker({ label, multiple, disabled, onFiles }: PickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Let the same file be picked again after a failure.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <div>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        multiple={multiple}
        disabled={disabled}
        onChange={change}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'peer-focus-visible:shadow-[0_0_0_4px_rgb(245_165_36/0.35)] peer-disabled:cursor-not-allowed peer-disabled:opacity-55',
        )}
      >
        <ImagePlus aria-hidden="true" />
        {label}
      </label>
    </div>
  );
}

export interface SingleImageUploadProps {
  value: string;
  onChange: (path: string) => void;
  /** What the image is, for the button and the preview's alt text ("main image"). */
  name: string;
}

export function SingleImageUpload({ value, onChange, name }: SingleImageUploadProps) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const send = async ({ file, name: shown }: PendingPhoto) => {
    const label = `Uploading ${shown}`;
    setState({ phase: 'uploading', fraction: 0, label });
    try {
      const path = await uploadImage(file, (fraction) => setState({ phase: 'uploading', fraction, label }), {
        onSaving: () => setState({ phase: 'saving', label: `Saving ${shown}` }),
      });
      onChange(path);
      setState({ phase: 'done' });
      toast({
        title: 'Success',
        description: 'Image uploaded successfully! Preview is now available.',
        variant: 'success',
      });
    } catch (error) {
      const retryable = !(error instanceof UploadFailed) || error.retryable;
      setState({ phase: 'failed', message: failureMessage(error), retry: retryable ? [{ file, name: shown }] : [] });
      toast({
        title: 'Upload Failed',
        description: 'Failed to upload image. Please try again.',
        variant: 'destructive',
      });
    }
  };
  const upload = async (files: File[]) => {
    const file = files[0]!;
    // The 10 MB rule is for the file the person picked, before it is made smaller.
    const problem = checkSingleImage(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setState({ phase: 'processing', label: `Processing ${file.name}` });
    const [ready] = await prepareAll([file]);
    await send(ready!);
  };
  return (
    <div className="flex flex-col gap-3" data-upload-state={state.phase}>
      {value ? (
        <ul aria-label={`${name} preview`} className="flex">
          <Thumb
            path={value}
            alt={`Preview of the ${name}`}
            onRemove={() => onChange('')}
            removeLabel={`Remove the ${name}`}
          />
        </ul>
      ) : null}
      <FilePicker
        label={value ? `Replace ${name}` : `Upload ${name}`}
        disabled={isBusy(state)}
        onFiles={(files) => void upload(files)}
      />
      <UploadStatus state={state} onRetry={([photo]) => void send(photo!)} />
    </div>
  );
}

export interface MultiImageUploadProps {
  value: readonly string[];
  onChange: (paths: string[]) => void;
  max?: number;
  name: string;
}

export function MultiImageUpload({ value, onChange, max = DEFAULT_MULTI_LIMIT, name }: MultiImageUploadProps) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const send = async (photos: PendingPhoto[]) => {
    const uploaded: string[] = [];
    const retry: PendingPhoto[] = [];
    let message = '';
    for (const [index, photo] of photos.entries()) {
      const label = `Uploading ${index + 1} of ${photos.length}`;
      setState({ phase: 'uploading', fraction: index / photos.length, label });
      try {
        uploaded.push(
          await uploadImage(
            photo.file,
            (fraction) => setState({ phase: 'uploading', fraction: (index + fraction) / photos.length, label }),
            { onSaving: () => setState({ phase: 'saving', label: `Saving ${index + 1} of ${photos.length}` }) },
          ),
        );
      } catch (error) {
        message ||= failureMessage(error);
        if (!(error instanceof UploadFailed) || error.retryable) retry.push(photo);
      }
    }
    if (uploaded.length > 0) onChange([...value, ...uploaded]);
    if (message) {
      setState({ phase: 'failed', message, retry });
      toast({
        title: 'Upload Failed',
        description: 'Failed to upload one or more images. Please try again.',
        variant: 'destructive',
      });
    } else {
      setState({ phase: 'done' });
      toast({ title: 'Success', description: `${uploaded.length} image(s) uploaded successfully`, variant: 'success' });
    }
  };
  const upload = async (files: File[]) => {
    const { accepted, notice } = checkMultipleImages(files, value.length, max);
    if (notice) {
      toast({ ...notice, variant: 'destructive' });
      return;
    }
    setState({
      phase: 'processing',
      label: accepted.length > 1 ? `Processing ${accepted.length} photos` : `Processing ${accepted[0]!.name}`,
    });
    await send(await prepareAll(accepted));
  };
  return (
    <div className="flex flex-col gap-3" data-upload-state={state.phase}>
      {value.length > 0 ? (
        <ul aria-label={`${name} previews`} className="flex flex-wrap gap-2">
          {value.map((path, index) => (
            <Thumb
              key={`${path}-${index}`}
              path={path}
              alt={`Preview ${index + 1} of the ${name}`}
              removeLabel={`Remove image ${index + 1}`}
              onRemove={() => onChange(value.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <FilePicker
          label={`Upload ${name}`}
          multiple
          disabled={isBusy(state)}
          onFiles={(files) => void upload(files)}
        />
        <span className="text-caption text-muted-foreground">
          {value.length} of {max} images
        </span>
      </div>
      <UploadStatus state={state} onRetry={(photos) => void send(photos)} />
    </div>
  );
}
