import { describe, expect, it } from 'vitest';
import { isEditorsPick } from './editors-pick';

describe('the "Top pick" badge', () => {
  it('stands only on an editor’s pick that says who, since when and why', () => {
    expect(isEditorsPick(undefined)).toBe(false);
    expect(isEditorsPick(null)).toBe(false);
    expect(isEditorsPick({ by: 'ana-editor', since: '2026-03-01', reason: 'Cheapest grid bot we tested.' })).toBe(true);
    expect(isEditorsPick({ by: 'ana-editor', since: '2026-03-01', reason: '  ' })).toBe(false);
    expect(isEditorsPick({ by: '', since: '2026-03-01', reason: 'Why' })).toBe(false);
  });
});
