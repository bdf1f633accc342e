import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRIORITIES } from './catalogue.js';
import {
  EXPERIENCES,
  GOALS,
  JOURNEY_OPTIONS,
  JOURNEY_STEPS,
  choose,
  goToStep,
  initialJourney,
  isStepDone,
  journeyPriorities,
  nextStep,
  parseJourney,
  previousStep,
  progressPercent,
  serializeJourney,
  stepPosition,
  type JourneyState,
} from './journey.js';

describe('journey steps', () => {
  it('are the 12 steps, in order', () => {
    expect(JOURNEY_STEPS).toEqual([
      'welcome',
      'experience',
      'hasExchange',
      'exchangeSetup',
      'funding',
      'goals',
      'walletChoice',
      'yieldOptions',
      'tradingTools',
      'taxTools',
      'cryptoCards',
      'complete',
    ]);
  });

  it('progress is round(position / 12 x 100)', () => {
    expect(JOURNEY_STEPS.map(progressPercent)).toEqual([8, 17, 25, 33, 42, 50, 58, 67, 75, 83, 92, 100]);
    expect(stepPosition('funding')).toBe(5);
  });

  it('offer each step’s options, some marked Coming Soon', () => {
    const opts = (s: keyof typeof JOURNEY_OPTIONS) => JOURNEY_OPTIONS[s].map((o) => `${o.id}:${o.kind}`);
    expect(opts('exchangeSetup')).toEqual(['binance:link', 'coinbase:link', 'kraken:link', 'okx:link']);
    expect(opts('funding')).toEqual(['revolut:link', 'bankTransfer:info', 'card:info', 'moonpay:soon']);
    expect(opts('yieldOptions')).toEqual(['binanceEarn:link', 'nexo:link', 'aave:soon', 'yearn:soon']);
    expect(opts('taxTools')).toEqual(['koinly:soon', 'cointracker:soon']);
    expect(opts('experience')).toEqual(['new:choice', 'experienced:choice']);
    expect(opts('goals')).toEqual(GOALS.map((g) => `${g}:choice`));
    expect(opts('walletChoice')).toEqual(['software:choice', 'hardware:choice']);
  });
});

describe('journey transitions', () => {
  const t0 = 1_700_000_000_000;

  it('continue marks the current step done and moves forward; the last step stays', () => {
    const s = nextStep(initialJourney(t0), t0 + 5);
    expect(s.currentStep).toBe('experience');
    expect(s.progress).toEqual([{ stepId: 'welcome', completed: true, timestamp: t0 + 5 }]);
    expect(s.timestamp).toBe(t0 + 5);
    const end = goToStep(s, 'complete', t0 + 6);
    expect(nextStep(end, t0 + 7).currentStep).toBe('complete');
  });

  it('back moves back one and marks nothing; the first step stays', () => {
    const s = previousStep(goToStep(initialJourney(t0), 'funding', t0), t0 + 1);
    expect(s.currentStep).toBe('exchangeSetup');
    expect(s.progress).toEqual([]);
    expect(previousStep(initialJourney(t0), t0 + 1).currentStep).toBe('welcome');
  });

  it('choosing records the answer, marks the step done and advances (no branching)', () => {
    let s = goToStep(initialJourney(t0), 'experience', t0);
    s = choose(s, { step: 'experience', value: 'new' }, t0 + 1);
    s = choose(s, { step: 'hasExchange', value: false }, t0 + 2);
    expect(s.currentStep).toBe('exchangeSetup');
    expect(s.choices).toEqual({ experience: 'new', hasExchange: false });
    s = goToStep(s, 'goals', t0 + 3);
    s = choose(s, { step: 'goals', value: 'taxes' }, t0 + 4);
    expect(s.currentStep).toBe('walletChoice');
    s = choose(s, { step: 'walletChoice', value: 'hardware' }, t0 + 5);
    expect(s.currentStep).toBe('yieldOptions');
    expect(s.choices).toEqual({ experience: 'new', hasExchange: false, goal: 'taxes', walletType: 'hardware' });
    expect(isStepDone(s, 'goals')).toBe(true);
    expect(isStepDone(s, 'funding')).toBe(false);
  });

  it('choosing again replaces the answer and refreshes the step’s timestamp', () => {
    let s = choose(goToStep(initialJourney(t0), 'goals', t0), { step: 'goals', value: 'hold' }, t0 + 1);
    s = choose(goToStep(s, 'goals', t0 + 2), { step: 'goals', value: 'earn' }, t0 + 3);
    expect(s.choices.goal).toBe('earn');
    expect(s.progress.filter((p) => p.stepId === 'goals')).toEqual([{ stepId: 'goals', completed: true, timestamp: t0 + 3 }]);
  });
});

describe('saved journey', () => {
  const saved: JourneyState = {
    progress: [{ stepId: 'welcome', completed: true, timestamp: 1 }],
    choices: { experience: 'experienced', hasExchange: true },
    currentStep: 'funding',
    timestamp: 2,
  };

  it('round-trips', () => {
    expect(parseJourney(serializeJourney(saved))).toEqual(saved);
  });

  it.each([
    ['{oops', /JSON|Unexpected|Expected/],
    ['[]', 'saved journey is not an object'],
    ['null', 'saved journey is not an object'],
    [JSON.stringify({ ...saved, currentStep: 'moon' }), 'saved journey has no valid current step'],
    [JSON.stringify({ ...saved, timestamp: 'now' }), 'saved journey has no valid timestamp'],
    [JSON.stringify({ ...saved, progress: {} }), 'saved journey has no progress list'],
    [JSON.stringify({ ...saved, progress: [{ stepId: 'welcome' }] }), 'saved journey has an invalid progress entry'],
    [JSON.stringify({ ...saved, choices: { goal: 'gamble' } }), 'saved journey has an invalid goal'],
    [JSON.stringify({ ...saved, choices: { experience: 'guru' } }), 'saved journey has an invalid experience'],
    [JSON.stringify({ ...saved, choices: { hasExchange: 'yes' } }), 'saved journey has an invalid exchange answer'],
    [JSON.stringify({ ...saved, choices: { walletType: 'paper' } }), 'saved journey has an invalid wallet type'],
  ])('refuses %s', (raw, error) => {
    expect(() => parseJourney(raw)).toThrow(error);
  });

  const action = fc.oneof(
    fc.constant({ kind: 'next' } as const),
    fc.constant({ kind: 'back' } as const),
    fc.constantFrom(...JOURNEY_STEPS).map((step) => ({ kind: 'goto', step }) as const),
    fc.constantFrom(...GOALS).map((value) => ({ kind: 'goal', value }) as const),
    fc.boolean().map((value) => ({ kind: 'exchange', value }) as const),
  );

  it('property: any sequence of actions keeps a valid state that survives a save and reload, stamped with the last change', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let s = initialJourney(0);
        let now = 0;
        for (const a of actions) {
          now += 1;
          if (a.kind === 'next') s = nextStep(s, now);
          else if (a.kind === 'back') s = previousStep(s, now);
          else if (a.kind === 'goto') s = goToStep(s, a.step, now);
          else if (a.kind === 'goal') s = choose(s, { step: 'goals', value: a.value }, now);
          else s = choose(s, { step: 'hasExchange', value: a.value }, now);
          expect(s.timestamp).toBe(now);
        }
        expect(parseJourney(serializeJourney(s))).toEqual(s);
        expect(new Set(s.progress.map((p) => p.stepId)).size).toBe(s.progress.length);
        for (const p of s.progress) expect(p.timestamp).toBeLessThanOrEqual(s.timestamp);
      }),
    );
  });
});

describe('journeyPriorities', () => {
  it('turns the answers into the exchange priorities the journey ranks for, in the category’s order', () => {
    expect(journeyPriorities({})).toEqual(['beginner-friendly', 'fiat-deposits']);
    expect(journeyPriorities({ experience: 'new' })).toEqual(['beginner-friendly', 'fiat-deposits']);
    expect(journeyPriorities({ experience: 'experienced' })).toEqual(['low-fees', 'advanced-features']);
    expect(journeyPriorities({ experience: 'new', goal: 'hold' })).toEqual(['best-security', 'beginner-friendly', 'fiat-deposits']);
    expect(journeyPriorities({ experience: 'experienced', goal: 'trade' })).toEqual(['low-fees', 'advanced-features']);
    expect(journeyPriorities({ experience: 'experienced', goal: 'earn' })).toEqual(['low-fees', 'advanced-features', 'staking-rewards']);
    expect(journeyPriorities({ goal: 'taxes' })).toEqual(['beginner-friendly', 'fiat-deposits']);
  });

  it('every priority it names is one of the exchanges category', () => {
    for (const experience of [undefined, ...EXPERIENCES])
      for (const goal of [undefined, ...GOALS])
        for (const p of journeyPriorities({ ...(experience ? { experience } : {}), ...(goal ? { goal } : {}) }))
          expect(PRIORITIES.exchanges as readonly string[]).toContain(p);
  });
});
