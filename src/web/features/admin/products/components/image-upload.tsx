/**
 * Photo upload for the product dialog (admin sections 4, 5, 7 and 8): idle → uploading (a progress
 * bar) → done or failed. `accept="image/*"` lets a phone or tablet offer its camera as well as its
 * library. One image (the main picture) or several (the additional pictures, up to a limit).
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { buttonVariants } from '@/web/components/ui/button';
import { toast } from '@/web/lib/toast-store';
import { cn } from '@/web/lib/cn';
import { uploadImage } from '../api/upload-image';
import { checkMultipleImages, checkSingleImage, DEFAULT_MULTI_LIMIT, imageSrc } from '../upload-checks';

type UploadState =
  { phase: 'idle' } | { phase: 'uploading'; fraction: number; label: string } | { phase: 'done' } | { phase: 'failed' };

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
        className="absolute top-1 right-1 inline-flex size-7 cursor-pointer items-center justify-center rounded-full bg-card/90 text-cocoa-800 shadow-soft hover:bg-card"
      >
        <X aria-hidden="true" className="size-4" />
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
  const upload = async (files: File[]) => {
    const file = files[0]!;
    const problem = checkSingleImage(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setState({ phase: 'uploading', fraction: 0, label: `Uploading ${file.name}` });
    try {
      const path = await uploadImage(file, (fraction) =>
        setState({ phase: 'uploading', fraction, label: `Uploading ${file.name}` }),
      );
      onChange(path);
      setState({ phase: 'done' });
      toast({
        title: 'Success',
        description: 'Image uploaded successfully! Preview is now available.',
        variant: 'success',
      });
    } catch {
      setState({ phase: 'failed' });
      toast({
        title: 'Upload Failed',
        description: 'Failed to upload image. Please try again.',
        variant: 'destructive',
      });
    }
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
        disabled={state.phase === 'uploading'}
        onFiles={(files) => void upload(files)}
      />
      {state.phase === 'uploading' ? <ProgressBar fraction={state.fraction} label={state.label} /> : null}
      {state.phase === 'failed' ? (
        <p className="text-caption font-medium text-destructive">The upload failed. Please try again.</p>
      ) : null}
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
  const upload = async (files: File[]) => {
    const { accepted, notice } = checkMultipleImages(files, value.length, max);
    if (notice) {
      toast({ ...notice, variant: 'destructive' });
      return;
    }
    const uploaded: string[] = [];
    let failed = false;
    for (const [index, file] of accepted.entries()) {
      const label = `Uploading ${index + 1} of ${accepted.length}`;
      setState({ phase: 'uploading', fraction: index / accepted.length, label });
      try {
        uploaded.push(
          await uploadImage(file, (fraction) =>
            setState({ phase: 'uploading', fraction: (index + fraction) / accepted.length, label }),
          ),
        );
      } catch {
        failed = true;
      }
    }
    if (uploaded.length > 0) onChange([...value, ...uploaded]);
    if (failed) {
      setState({ phase: 'failed' });
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
          disabled={state.phase === 'uploading'}
          onFiles={(files) => void upload(files)}
        />
        <span className="text-caption text-muted-foreground">
          {value.length} of {max} images
        </span>
      </div>
      {state.phase === 'uploading' ? <ProgressBar fraction={state.fraction} label={state.label} /> : null}
      {state.phase === 'failed' ? (
        <p className="text-caption font-medium text-destructive">Some images did not upload. Please try again.</p>
      ) : null}
    </div>
  );
}
