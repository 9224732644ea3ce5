/** A back-office form's save button, with the server's refusal read out beside it. */
import { Button } from '../../../components/ui/button';

type Props = {
  label: string;
  pending: boolean;
  error?: { message: string } | null;
  variant?: 'primary' | 'secondary';
};

export function SaveBar({ label, pending, error, variant = 'secondary' }: Props) {
  return (
    <div className="mt-5 flex flex-wrap items-center gap-4">
      <Button type="submit" variant={variant} disabled={pending}>
        {pending ? 'Saving…' : label}
      </Button>
      <p role="alert" className="text-sm text-clay-600">
        {error?.message ?? ''}
      </p>
    </div>
  );
}
