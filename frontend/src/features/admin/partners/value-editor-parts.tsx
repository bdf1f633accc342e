// The record value editor's pieces: its types, a field's problems, a number typed as text and a map's new key.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { fieldId, type JsonSchema } from './schema-model';

/** Problems the server named, by field (JSON pointer). */
export type ProblemMap = ReadonlyMap<string, readonly string[]>;
/** Sets the value at a pointer of the record (undefined removes it). */
export type SetValue = (path: string, value: unknown) => void;

export const labelClass = 'block text-sm font-medium text-slate-800 dark:text-slate-200';
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function FieldProblems({ path, problems }: { path: string; problems: ProblemMap }) {
  const list = problems.get(path);
  if (!list?.length) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-sm text-red-800 dark:text-red-300" id={`${fieldId(path)}-problems`}>
      {list.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
}

/** A number typed as text: kept as typed while it is no number yet, so the editor never jumps. */
export function NumberField({
  id,
  value,
  onChange,
  invalid,
  schema,
}: {
  id: string;
  value: unknown;
  onChange: (v: unknown) => void;
  invalid: boolean;
  schema: JsonSchema;
}) {
  const [text, setText] = useState(typeof value === 'number' ? String(value) : String(value ?? ''));
  // A change from outside (a restore, their version loaded) shows; the editor's own typing stays as typed.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (typeof value === 'number' && Number(text.replace(',', '.')) !== value) setText(String(value));
  }
  return (
    <Input
      id={id}
      inputMode="decimal"
      className="w-full sm:w-40"
      value={text}
      aria-invalid={invalid}
      onChange={(e) => {
        setText(e.target.value);
        const n = Number(e.target.value.replace(',', '.'));
        onChange(e.target.value.trim() !== '' && Number.isFinite(n) ? (schema.type === 'integer' ? Math.trunc(n) : n) : e.target.value);
      }}
    />
  );
}

/** Adds an entry to a map (withdrawal fees by coin, scores by priority): its key first. */
export function AddKey({ label, onAdd, taken }: { label: string; onAdd: (key: string) => void; taken: readonly string[] }) {
  const [key, setKey] = useState('');
  const clean = key.trim();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div>
        <label className="text-xs font-medium text-slate-700 dark:text-slate-300">
          New key in {label.toLowerCase()}
          <Input className="mt-1 block w-40" value={key} onChange={(e) => setKey(e.target.value)} />
        </label>
      </div>
      <Button
        size="sm"
        variant="outline"
        disabled={!clean || taken.includes(clean)}
        onClick={() => {
          onAdd(clean);
          setKey('');
        }}
      >
        Add
      </Button>
    </div>
  );
}
