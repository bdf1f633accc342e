import type { Promotion } from '@coinatlas/domain/promotions/promotion';

/** Where promotions are kept. `update` and `delete` answer false when the id does not exist. */
export type PromotionRepository = {
  listAll(): Promise<Promotion[]>;
  get(id: string): Promise<Promotion | undefined>;
  /** Answers false when the id is taken. */
  insert(p: Promotion): Promise<boolean>;
  update(p: Promotion): Promise<boolean>;
  delete(id: string): Promise<boolean>;
};
