import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { serverMessage } from '@/lib/api/client';

/** A stored version an editor works from: whatever it holds, it has a version number. */
type Versioned = { version: number };

/**
 * The flow every versioned editor of the admin shares: a draft over the stored version, a save that answers with
 * the new version, a 400 listing problems at their fields, and a 409 when someone saved in between (with the
 * stored version, so the editor can carry their changes onto it). The screen says how a 400 and a 409 read
 * (`problemsOf`, `conflictOf`: from the generated client's error bodies) and how a draft carries over (`merge`).
 */
export function useVersionedEditor<S extends Versioned, D, P, C extends { current: S }>(opts: {
  initial: S;
  draftOf: (stored: S) => D;
  problemsOf: (err: unknown) => P[] | undefined;
  conflictOf: (err: unknown) => C | undefined;
  /** the editor's changes (from `base` to `draft`) applied onto `theirs`, and the fields both changed */
  merge: (base: S, draft: D, theirs: S) => { merged: D; overlapping: string[] };
  /** the element to focus when a save is refused with problems (the list of them) */
  problemsFocusId: string;
}) {
  const [stored, setStored] = useState<S>(opts.initial);
  const [draft, setDraft] = useState<D>(() => opts.draftOf(opts.initial));
  const [problems, setProblems] = useState<P[]>([]);
  const [conflict, setConflict] = useState<C | undefined>();
  const [mergeNote, setMergeNote] = useState<string[] | undefined>();
  const [error, setError] = useState<string | undefined>();

  /** A write was accepted: its answer is the stored version now, and the draft starts over from it (unless kept). */
  const accepted = (saved: S, keepDraft = false) => {
    setStored(saved);
    if (!keepDraft) setDraft(opts.draftOf(saved));
    setProblems([]);
    setError(undefined);
    setConflict(undefined);
    setMergeNote(undefined);
  };

  /** A write answered: 400 lists problems at their fields, 409 shows who changed what; anything else a message. */
  const failed = (what: string) => (err: Error) => {
    const listed = opts.problemsOf(err);
    const stale = opts.conflictOf(err);
    if (listed) {
      setProblems(listed);
      setError(undefined);
      document.getElementById(opts.problemsFocusId)?.focus();
    } else if (stale) {
      setConflict(stale);
    } else {
      setError(serverMessage(err) ?? `The record could not be ${what}. Try again.`);
    }
  };

  /** After a conflict: the editor's changes applied onto the stored version, except fields both changed. */
  const applyMineOnTheirs = (c: C) => {
    const { merged, overlapping } = opts.merge(stored, draft, c.current);
    setStored(c.current);
    setDraft(merged);
    setConflict(undefined);
    setMergeNote(overlapping);
  };

  /** Back to the stored version: the draft, its problems and a merge note dropped. */
  const discard = () => {
    setDraft(opts.draftOf(stored));
    setProblems([]);
    setMergeNote(undefined);
  };

  return { stored, setStored, draft, setDraft, problems, conflict, mergeNote, error, accepted, failed, applyMineOnTheirs, discard };
}

/**
 * Leaving an editor with unsaved changes asks first: the browser's own prompt when the tab closes or reloads,
 * and the router's blocker for a link inside the site (`blocker.state === 'blocked'` while it asks; `stayRef`
 * is focused then, the safe answer). The blocker reads `dirtyRef` when a navigation is about to happen: an editor
 * that moves on its own after a save (a new post to its address) clears it first.
 */
export function useLeaveGuard<T extends HTMLElement>(dirty: boolean, text: string) {
  const dirtyRef = useRef(dirty);
  const stayRef = useRef<T>(null);
  useEffect(() => {
    dirtyRef.current = dirty;
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = text;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, text]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state === 'blocked') stayRef.current?.focus();
  }, [blocker.state]);
  return { blocker, stayRef, dirtyRef };
}
