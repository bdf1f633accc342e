import type { Promotion } from '@coinatlas/domain/promotions/promotion';

/** A promotion as editors manage it: its edit version and editorial flags besides the fields visitors see. */
export type ManagedPromotion = Promotion &
  Readonly<{
    /** 1 when created; every saved change adds one. */
    version: number;
    /** Saved but not published: never shown to visitors. */
    draft: boolean;
    /** Put away: never shown, listed apart. */
    archived: boolean;
  }>;

export const REVISION_ACTIONS = ['create', 'update', 'pause', 'resume', 'publish', 'archive', 'restore', 'undo'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** One recorded change: the version it produced, who made it, when, which fields and the promotion before it. */
export type PromotionRevision = Readonly<{
  promotionId: string;
  version: number;
  action: RevisionAction;
  actor: string;
  at: string;
  changedFields: readonly string[];
  /** The promotion as it was before this change; null for its creation. */
  previous: ManagedPromotion | null;
}>;

export type NewRevision = Omit<PromotionRevision, 'at' | 'promotionId' | 'version'>;

/** Where promotions are kept. `delete` answers false when the id does not exist. */
export type PromotionRepository = {
  listAll(): Promise<ManagedPromotion[]>;
  get(id: string): Promise<ManagedPromotion | undefined>;
  /** Stores a new promotion (version 1) and its creation record; answers false when the id is taken. */
  insert(p: Promotion | ManagedPromotion, revision?: NewRevision): Promise<boolean>;
  /**
   * Stores `p` as version `expectedVersion + 1` with its record, in one transaction, when the stored
   * version is still `expectedVersion`: 'missing' when the id does not exist, 'stale' when someone saved since.
   */
  save(p: ManagedPromotion, expectedVersion: number, revision: NewRevision): Promise<'saved' | 'missing' | 'stale'>;
  delete(id: string): Promise<boolean>;
  /** Every recorded change of one promotion, newest first. */
  history(id: string): Promise<PromotionRevision[]>;
};
