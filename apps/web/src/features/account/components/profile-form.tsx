/** The Profile tab's form: saves through PUT /api/users/edit and says so at the top of the page. */
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@shop/shared';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bindField } from '../../../components/ui/bind-field';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_FIELDS, profileFormSchema, toFormValues, toUpdate } from './profile-form-values';
import {
  AddressSection,
  countryOptions,
  PersonalSection,
  type BindField,
} from './profile-sections';

export const PROFILE_SAVED = 'Your profile has been updated successfully.';

export function ProfileForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  // Errors clear as soon as their field is edited and come back only on the next save.
  const form = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toFormValues(user),
    reValidateMode: 'onSubmit',
  });

  const bind = bindField(form);
  const field: BindField = (name) => bind(name, { onChange: () => form.clearErrors(name) });

  const onSubmit = form.handleSubmit((values) => {
    setSaved(false);
    update.mutate(toUpdate(values), {
      onSuccess: ({ user: savedUser }) => {
        form.reset(toFormValues(savedUser));
        setSaved(true);
        window.scrollTo({ top: 0, behavior: 'smooth' });
      },
      onError: (error) => {
        const errors = error instanceof ApiError ? (error.errors ?? {}) : {};
        PROFILE_FIELDS.forEach(
          (name) => errors[name] && form.setError(name, { message: errors[name] }),
        );
      },
    });
  });

  // Any edit clears the success message: change events bubble up from every field to the form.
  return (
    <form noValidate onSubmit={onSubmit} onChange={() => setSaved(false)} className="space-y-6">
      {saved && (
        <p
          role="status"
          className="flex items-center gap-3 rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3 text-sm text-brand-900"
        >
          <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {PROFILE_SAVED}
        </p>
      )}
      {update.isError && (
        <p
          role="alert"
          className="flex items-center gap-3 rounded-lg border-l-4 border-clay-600 bg-white px-4 py-3 text-sm text-stone-900"
        >
          <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-clay-600" />
          {update.error instanceof ApiError && update.error.status < 500
            ? update.error.message
            : MESSAGES.genericError}
        </p>
      )}
      <PersonalSection field={field} />
      <AddressSection field={field} countries={countryOptions(user.shippingAddress.country)} />
      <div className="flex justify-end">
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          disabled={update.isPending}
          aria-busy={update.isPending || undefined}
        >
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
