import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { bindField } from './bind-field';
import { CheckboxField } from './checkbox-field';
import { SelectField, TextAreaField, TextField } from './form-field';

type Values = { email: string; note: string; size: 's' | 'm'; agree: boolean };

function Form({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({
    defaultValues: { email: '', note: '', size: 'm', agree: false },
  });
  const field = bindField(form);
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField
        id="f-email"
        label="Email"
        hint="We never share it."
        required
        {...field('email', { pattern: { value: /@/, message: 'Enter a valid e-mail' } })}
      />
      <TextAreaField
        id="f-note"
        label="Note"
        {...field('note', { maxLength: { value: 5, message: 'Too long' } })}
      />
      <SelectField
        id="f-size"
        label="Size"
        options={[
          { value: 's', label: 'Small' },
          { value: 'm', label: 'Medium' },
        ]}
        {...field('size')}
      />
      <CheckboxField
        id="f-agree"
        label="I agree"
        {...field('agree', { required: 'Please agree' })}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('the field family with React Hook Form', () => {
  it('ties each error to its control and reads the hint first', async () => {
    const user = userEvent.setup();
    render(<Form onValid={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha');
    await user.type(screen.getByLabelText('Note'), 'far too long');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('We never share it. Enter a valid e-mail');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription('Too long');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription(
      'Please agree',
    );
    // Valid fields say nothing extra.
    expect(screen.getByRole('combobox', { name: 'Size' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('combobox', { name: 'Size' })).not.toHaveAttribute('aria-describedby');
  });

  it('marks a required field visibly and for screen readers, without adding to its name', () => {
    render(<Form onValid={() => undefined} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('hands the typed values over once they are valid', async () => {
    const user = userEvent.setup();
    const values: unknown[] = [];
    render(<Form onValid={(v) => values.push(v)} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
    await user.selectOptions(screen.getByLabelText('Size'), 'Small');
    await user.click(screen.getByLabelText('I agree'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    expect(values).toEqual([{ email: 'asha@example.com', note: '', size: 's', agree: true }]);
  });

  it('keeps extra descriptions (a counter) and a live error region that exists before its text', () => {
    render(
      <>
        <p id="count">0/10</p>
        <TextField id="t" label="Title" aria-describedby="count" liveError />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('0/10');
    expect(document.getElementById('t-error')).toHaveAttribute('aria-live', 'polite');
  });
});
