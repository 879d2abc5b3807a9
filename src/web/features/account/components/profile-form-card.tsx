import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CircleAlert, Save } from 'lucide-react';
import type { StoreUpdateProfile } from '@/contracts/auth';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ApiRequestError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast-store';
import { useUpdateProfile } from '../api/update-profile';

const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  addressLine1: 'Street address',
  addressLine2: 'Address line 2',
  suburb: 'Suburb',
  city: 'City',
  state: 'Region',
  postalCode: 'Postal code',
};

/** A field error for people: `postalCode`, 'postalCode must be 4 digits' → 'Postal code must be 4 digits'. */
function friendlyIssue(field: string, message: string): string {
  const label = FIELD_LABELS[field] ?? field;
  return message.startsWith(`${field} `) ? `${label}${message.slice(field.length)}` : `${label}: ${message}`;
}

/** What a 400 answer says was wrong, field by field (`ApiError.fields`), else its message; null for other failures. */
export function validationMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  const issues = Object.entries(error.fields).map(([field, message]) => friendlyIssue(field, message));
  return issues.length ? issues.join('. ') : (error.serverMessage ?? null);
}

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-control border border-destructive/20 bg-destructive-muted px-4 py-3 text-small font-medium text-destructive"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** How one settings form words its outcome: the success toast, and what failed. */
export interface ProfileSaveWords {
  savedTitle: string;
  savedDescription: string;
  /** "profile" or "address": "Failed to update address. Please try again." */
  what: string;
}

/**
 * The frame of the account's profile and address forms: a card holding the form, which saves the
 * whole profile (the API takes it whole), says so in a toast either way, and shows a 400's field
 * messages under the fields. `values` is read when the form is sent.
 */
export function ProfileFormCard({
  title,
  description,
  words,
  values,
  children,
}: {
  title: string;
  description: string;
  words: ProfileSaveWords;
  values: () => StoreUpdateProfile;
  children: ReactNode;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const update = useUpdateProfile();
  const titleId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setServerError(null);
    update.mutate(values(), {
      onSuccess: () => {
        toast({ title: words.savedTitle, description: words.savedDescription, variant: 'success' });
      },
      onError: (error) => {
        console.warn(`Failed to update ${words.what}`, error);
        setServerError(validationMessage(error));
        toast({
          title: 'Error',
          description: `Failed to update ${words.what}. Please try again.`,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="contents">
        <CardHeader>
          <CardTitle asChild>
            <h2 id={titleId}>{title}</h2>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          {children}
          {serverError ? (
            <div className="sm:col-span-2">
              <FormAlert message={serverError} />
            </div>
          ) : null}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" loading={update.isPending}>
            {update.isPending ? null : <Save aria-hidden="true" />}
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
