import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { branchOf, childSchema, discriminator, fieldId, fieldName, skeleton, type JsonSchema } from './schema-model';
import { AddKey, FieldProblems, isObject, labelClass, NumberField, type ProblemMap, type SetValue } from './value-editor-parts';

export { FieldProblems, type ProblemMap, type SetValue } from './value-editor-parts';

/**
 * One value of a record, drawn from its schema: a text, number, switch or choice; a list with entries to
 * add and remove; an object's fields (optional ones can be added and removed); a union (a provenance's
 * kind, an availability entry's status) as a choice that switches the fields shown.
 */
export function ValueEditor({
  schema,
  value,
  path,
  label,
  onChange,
  problems,
  hint,
  extra,
}: {
  schema: JsonSchema;
  value: unknown;
  path: string;
  label: string;
  onChange: SetValue;
  problems: ProblemMap;
  hint?: ReactNode;
  /** something to show at the top of an object's fields, by its path (a fact's provenance and check box) */
  extra?: (path: string) => ReactNode;
}) {
  const id = fieldId(path);
  const invalid = (problems.get(path)?.length ?? 0) > 0;
  const set = (v: unknown) => onChange(path, v);
  const s = branchOf(schema, value);
  const d = discriminator(schema);

  // A nullable value (`x | null`): a switch between none and a value.
  if (schema.anyOf && !d && schema.anyOf.some((b) => b.type === 'null') && schema.anyOf.length === 2) {
    const other = schema.anyOf.find((b) => b.type !== 'null')!;
    return (
      <div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" checked={value !== null} onChange={(e) => set(e.target.checked ? skeleton(other) : null)} />
          {label} {value === null && <span className="font-normal text-slate-600 dark:text-slate-400">(none)</span>}
        </label>
        {value !== null && (
          <div className="mt-2">
            <ValueEditor schema={other} value={value} path={path} label={label} onChange={onChange} problems={problems} extra={extra} />
          </div>
        )}
        <FieldProblems path={path} problems={problems} />
      </div>
    );
  }

  if (s.const !== undefined) {
    return (
      <div>
        <span className={labelClass}>{label}</span>
        <p className="mt-1 font-mono text-sm">{String(s.const)}</p>
      </div>
    );
  }

  if (s.enum) {
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <Select
          id={id}
          className="mt-1 w-full sm:w-auto"
          value={String(value ?? '')}
          aria-invalid={invalid}
          onChange={(e) => set(s.enum!.find((x) => String(x) === e.target.value))}
        >
          {!s.enum.includes(value) && <option value={String(value ?? '')}>{String(value ?? '(none)')}</option>}
          {s.enum.map((x) => (
            <option key={String(x)} value={String(x)}>
              {String(x)}
            </option>
          ))}
        </Select>
        <FieldProblems path={path} problems={problems} />
      </div>
    );
  }

  if (s.type === 'string') {
    const long = typeof value === 'string' && (value.length > 70 || value.includes('\n'));
    const isDate = s.pattern?.startsWith('^\\d{4}-') === true;
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        {long ? (
          <textarea
            id={id}
            rows={3}
            aria-invalid={invalid}
            className={cn(
              'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:bg-slate-900 dark:text-slate-50',
              invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600',
            )}
            value={String(value ?? '')}
            onChange={(e) => set(e.target.value)}
          />
        ) : (
          <Input
            id={id}
            type={isDate ? 'date' : 'text'}
            className="mt-1 w-full"
            aria-invalid={invalid}
            value={String(value ?? '')}
            onChange={(e) => set(e.target.value)}
          />
        )}
        {hint && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p>}
        <FieldProblems path={path} problems={problems} />
      </div>
    );
  }

  if (s.type === 'number' || s.type === 'integer') {
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <div className="mt-1">
          <NumberField id={id} value={value} onChange={set} invalid={invalid} schema={s} />
        </div>
        <FieldProblems path={path} problems={problems} />
      </div>
    );
  }

  if (s.type === 'boolean') {
    return (
      <div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input id={id} type="checkbox" checked={value === true} onChange={(e) => set(e.target.checked)} />
          {label}
        </label>
        <FieldProblems path={path} problems={problems} />
      </div>
    );
  }

  if (s.type === 'array') {
    const list = Array.isArray(value) ? value : [];
    const item = s.items ?? {};
    // A set of choices (features, platforms): one checkbox each.
    if (item.enum) {
      return (
        <fieldset className="min-w-0">
          <legend className={labelClass}>{label}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {item.enum.map((x) => (
              <label key={String(x)} className="flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  checked={list.includes(x)}
                  onChange={(e) => set(e.target.checked ? [...list, x] : list.filter((y) => y !== x))}
                />
                {String(x)}
              </label>
            ))}
          </div>
          <FieldProblems path={path} problems={problems} />
        </fieldset>
      );
    }
    return (
      <fieldset className="min-w-0 rounded-lg border border-slate-200 p-2 sm:p-3 dark:border-slate-700">
        <legend className="px-1 text-sm font-semibold">{label}</legend>
        <ol className="space-y-3">
          {list.map((entry, i) => (
            <li
              key={i}
              className={cn(
                'flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-2',
                isObject(entry) && 'rounded-md bg-slate-50 p-1 sm:p-2 dark:bg-slate-900',
              )}
            >
              <div className="min-w-0 flex-1">
                <ValueEditor
                  schema={item}
                  value={entry}
                  path={`${path}/${i}`}
                  label={`${label} #${i + 1}`}
                  onChange={onChange}
                  problems={problems}
                  extra={extra}
                />
              </div>
              <Button
                size="sm"
                variant="outline"
                className="self-start"
                aria-label={`Remove ${label} #${i + 1}`}
                onClick={() => set(list.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => set([...list, skeleton(item)])}>
          Add to {label.toLowerCase()}
        </Button>
        <FieldProblems path={path} problems={problems} />
      </fieldset>
    );
  }

  // An object: a union's choice first, then its fields.
  const obj = isObject(value) ? value : {};
  const props = Object.entries(s.properties ?? {});
  const required = new Set(s.required ?? []);
  const free = s.patternProperties ? Object.keys(obj).filter((k) => !(s.properties && k in s.properties)) : [];
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 p-2 sm:p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {extra?.(path)}
      <div className="grid gap-3">
        {d && (
          <div>
            <label htmlFor={`${id}-${d.key}`} className={labelClass}>
              {fieldName(d.key)}
            </label>
            <Select
              id={`${id}-${d.key}`}
              className="mt-1 w-full sm:w-auto"
              value={String(obj[d.key] ?? '')}
              onChange={(e) => {
                const next = d.options.find((o) => o.value === e.target.value)!;
                const fresh = skeleton(next.schema) as Record<string, unknown>;
                // keep what both shapes have (a provenance's source when its kind changes)
                for (const k of Object.keys(fresh)) if (k !== d.key && k in obj && next.schema.properties?.[k]) fresh[k] = obj[k];
                for (const k of Object.keys(next.schema.properties ?? {})) if (!(k in fresh) && k in obj && k !== d.key) fresh[k] = obj[k];
                set(fresh);
              }}
            >
              {d.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.value}
                </option>
              ))}
            </Select>
          </div>
        )}
        {props
          .filter(([k]) => !(d && k === d.key))
          .map(([k, sub]) =>
            k in obj ? (
              <div key={k} className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-2">
                <div className="min-w-0 flex-1">
                  <ValueEditor
                    schema={sub}
                    value={obj[k]}
                    path={`${path}/${k}`}
                    label={fieldName(k)}
                    onChange={onChange}
                    problems={problems}
                    extra={extra}
                  />
                </div>
                {!required.has(k) && (
                  <Button
                    size="sm"
                    variant="outline"
                    className="self-start"
                    aria-label={`Remove ${fieldName(k)} from ${label}`}
                    onClick={() => onChange(`${path}/${k}`, undefined)}
                  >
                    Remove
                  </Button>
                )}
              </div>
            ) : (
              <div key={k}>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Add ${fieldName(k).toLowerCase()} to ${label}`}
                  onClick={() => onChange(`${path}/${k}`, skeleton(sub))}
                >
                  Add {fieldName(k).toLowerCase()}
                </Button>
              </div>
            ),
          )}
        {free.map((k) => (
          <div key={k} className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-2">
            <div className="min-w-0 flex-1">
              <ValueEditor
                schema={childSchema(s, obj, k) ?? {}}
                value={obj[k]}
                path={`${path}/${k}`}
                label={k}
                onChange={onChange}
                problems={problems}
                extra={extra}
              />
            </div>
            <Button
              size="sm"
              variant="outline"
              className="self-start"
              aria-label={`Remove ${k} from ${label}`}
              onClick={() => onChange(`${path}/${k}`, undefined)}
            >
              Remove
            </Button>
          </div>
        ))}
        {s.patternProperties && (
          <AddKey label={label} onAdd={(k) => onChange(`${path}/${k}`, skeleton(childSchema(s, obj, k) ?? {}))} taken={Object.keys(obj)} />
        )}
      </div>
      <FieldProblems path={path} problems={problems} />
    </fieldset>
  );
}
