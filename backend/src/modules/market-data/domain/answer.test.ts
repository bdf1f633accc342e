import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ANSWER_CONTEXT, CostToBuyBody } from './answer.js';
import { COST_TO_BUY_EXAMPLE } from './example.js';

describe('the answer schema', () => {
  it("the API document's example is a valid answer", () => {
    const errors = [...Value.Errors(ANSWER_CONTEXT, CostToBuyBody, COST_TO_BUY_EXAMPLE)];
    expect(errors.map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  });

  it('refuses an answer that breaks it (so the check above can fail)', () => {
    const broken = { ...COST_TO_BUY_EXAMPLE, orderType: 'instant' };
    expect(Value.Check(ANSWER_CONTEXT, CostToBuyBody, broken)).toBe(false);
    const badProvenance = structuredClone(COST_TO_BUY_EXAMPLE);
    (badProvenance.ranked[0]!.parts.fee.provenance as { kind: string }).kind = 'guess';
    expect(Value.Check(ANSWER_CONTEXT, CostToBuyBody, badProvenance)).toBe(false);
  });
});
