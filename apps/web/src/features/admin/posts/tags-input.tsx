/** Tags typed as one comma-separated line, kept by the form as a list. */
import { useState } from 'react';
import { TextField } from '../../../components/ui/form-field';

type TagsInputProps = {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
};

const toTags = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

export function TagsInput({ id, value, onChange, error }: TagsInputProps) {
  // The text is kept as typed ("journaling, ") so commas and spaces do not jump around.
  const [text, setText] = useState(() => value.join(', '));
  return (
    <TextField
      id={id}
      label="Tags (separated by commas)"
      value={text}
      error={error}
      onChange={(e) => {
        setText(e.target.value);
        onChange(toTags(e.target.value));
      }}
    />
  );
}
