// An author profile's links: a kind and an https address each, added and removed in place.
import { AUTHOR_LIMITS, LINK_KINDS, LINK_LABELS, type LinkKind } from '@coinatlas/domain/authors/profile';
import { Button } from '@/components/ui/button';
import { fieldClass, Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { label } from './author-fields';

export type LinkRow = { kind: LinkKind; url: string };

export function ProfileLinks({ uid, links, setLinks }: { uid: string; links: LinkRow[]; setLinks: (links: LinkRow[]) => void }) {
  return (
    <fieldset className="mt-4">
      <legend className={label}>Links (optional, https only)</legend>
      <ul className="mt-2 grid gap-2">
        {links.map((link, i) => (
          <li key={i} className="flex flex-col gap-2 sm:flex-row">
            <label className="sr-only" htmlFor={`${uid}-kind-${i}`}>
              Link {i + 1} kind
            </label>
            <select
              id={`${uid}-kind-${i}`}
              className={cn(fieldClass('sm'), 'sm:w-40')}
              value={link.kind}
              onChange={(e) => setLinks(links.map((x, j) => (j === i ? { ...x, kind: e.target.value as LinkKind } : x)))}
            >
              {LINK_KINDS.map((k) => (
                <option key={k} value={k}>
                  {LINK_LABELS[k]}
                </option>
              ))}
            </select>
            <label className="sr-only" htmlFor={`${uid}-url-${i}`}>
              Link {i + 1} address
            </label>
            <Input
              id={`${uid}-url-${i}`}
              className="w-full sm:flex-1"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={link.url}
              onChange={(e) => setLinks(links.map((x, j) => (j === i ? { ...x, url: e.target.value } : x)))}
            />
            <Button type="button" variant="outline" size="sm" onClick={() => setLinks(links.filter((_, j) => j !== i))}>
              Remove link {i + 1}
            </Button>
          </li>
        ))}
      </ul>
      {links.length < AUTHOR_LIMITS.links && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => setLinks([...links, { kind: 'website', url: '' }])}
        >
          Add a link
        </Button>
      )}
    </fieldset>
  );
}
