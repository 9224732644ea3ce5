/** Connects a React Hook Form field to the shop's field components: `<TextField {...field('email')} />`. */
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

type Form<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState'>;

/** register() for one field plus its current error message. Call it while rendering. */
export function bindField<T extends FieldValues>(form: Form<T>) {
  return <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>) => ({
    ...form.register(name, options),
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
  });
}
