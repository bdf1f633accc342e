import type { PartnerType } from '../partners/partner.js';
import { PRIORITIES } from './catalogue.js';

/** The guided journey's 12 steps, in their fixed order. */
export const JOURNEY_STEPS = [
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
] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];
export const JOURNEY_LENGTH = JOURNEY_STEPS.length;

export const EXPERIENCES = ['new', 'experienced'] as const;
export const GOALS = ['hold', 'earn', 'trade', 'spend', 'taxes'] as const;
export const WALLET_TYPES = ['software', 'hardware'] as const;

export type JourneyChoices = Readonly<{
  experience?: (typeof EXPERIENCES)[number];
  hasExchange?: boolean;
  goal?: (typeof GOALS)[number];
  walletType?: (typeof WALLET_TYPES)[number];
}>;

export type StepProgress = Readonly<{ stepId: JourneyStep; completed: boolean; timestamp: number }>;

/** The saved state: what was done when, the choices, where the visitor is, and when it last changed. */
export type JourneyState = Readonly<{
  progress: readonly StepProgress[];
  choices: JourneyChoices;
  currentStep: JourneyStep;
  timestamp: number;
}>;

/**
 * An option of a step. 'choice' records an answer and advances; 'link' goes to a partner through our
 * tracked link; 'info' explains a way that needs no partner; 'soon' is shown but disabled (Coming Soon).
 * Texts are in the `journey` locale under steps.{step}.options.{id}.
 */
export type JourneyOption =
  | Readonly<{ kind: 'choice'; id: string }>
  | Readonly<{ kind: 'link'; id: string; partner: Readonly<{ type: PartnerType; id: string }> }>
  | Readonly<{ kind: 'info'; id: string }>
  | Readonly<{ kind: 'soon'; id: string }>;

const link = (id: string, type: PartnerType, partnerId: string): JourneyOption => ({
  kind: 'link',
  id,
  partner: { type, id: partnerId },
});

export const JOURNEY_OPTIONS: Readonly<Record<JourneyStep, readonly JourneyOption[]>> = {
  welcome: [],
  experience: EXPERIENCES.map((id) => ({ kind: 'choice', id })),
  hasExchange: [
    { kind: 'choice', id: 'yes' },
    { kind: 'choice', id: 'no' },
  ],
  exchangeSetup: [
    link('binance', 'exchange', 'binance'),
    link('coinbase', 'exchange', 'coinbase'),
    link('kraken', 'exchange', 'kraken'),
    link('okx', 'exchange', 'okx'),
  ],
  funding: [
    link('revolut', 'payment_card', 'revolut-card'),
    { kind: 'info', id: 'bankTransfer' },
    { kind: 'info', id: 'card' },
    { kind: 'soon', id: 'moonpay' },
  ],
  goals: GOALS.map((id) => ({ kind: 'choice', id })),
  walletChoice: WALLET_TYPES.map((id) => ({ kind: 'choice', id })),
  yieldOptions: [
    link('binanceEarn', 'exchange', 'binance'),
    link('nexo', 'payment_card', 'nexo-card'),
    { kind: 'soon', id: 'aave' },
    { kind: 'soon', id: 'yearn' },
  ],
  tradingTools: [
    link('tradingView', 'tool', 'trading-view'),
    link('threeCommas', 'trading_bot', '3commas'),
    link('cryptohopper', 'trading_bot', 'cryptohopper'),
    link('pionex', 'trading_bot', 'pionex'),
  ],
  taxTools: [
    { kind: 'soon', id: 'koinly' },
    { kind: 'soon', id: 'cointracker' },
  ],
  cryptoCards: [
    link('cryptoCom', 'payment_card', 'crypto-com'),
    link('nexoCard', 'payment_card', 'nexo-card'),
    link('revolutCard', 'payment_card', 'revolut-card'),
    link('gnosisPay', 'payment_card', 'gnosis-pay'),
  ],
  complete: [],
};

/**
 * The exchange priorities the visitor's answers point to, in the category's order: the journey's exchange
 * step ranks every exchange for them with the wizard's rule (same score for the same priorities). New to
 * crypto: beginner friendly, easy deposits; experienced: advanced features, low fees; a goal adds its own
 * (trade: low fees and advanced features; hold: security; earn: staking; spend: easy deposits; taxes: none).
 * Nothing answered yet reads as new.
 */
export function journeyPriorities(choices: JourneyChoices): string[] {
  const wanted = new Set<string>();
  if (choices.experience === 'experienced') ['advanced-features', 'low-fees'].forEach((p) => wanted.add(p));
  else ['beginner-friendly', 'fiat-deposits'].forEach((p) => wanted.add(p));
  const byGoal: Record<(typeof GOALS)[number], readonly string[]> = {
    trade: ['low-fees', 'advanced-features'],
    hold: ['best-security'],
    earn: ['staking-rewards'],
    spend: ['fiat-deposits'],
    taxes: [],
  };
  if (choices.goal) byGoal[choices.goal].forEach((p) => wanted.add(p));
  return (PRIORITIES.exchanges as readonly string[]).filter((p) => wanted.has(p));
}

/** The step each goal is about, so the journey can mark it as the visitor's focus (the order never changes). */
export const GOAL_STEP: Readonly<Record<(typeof GOALS)[number], JourneyStep>> = {
  hold: 'walletChoice',
  earn: 'yieldOptions',
  trade: 'tradingTools',
  spend: 'cryptoCards',
  taxes: 'taxTools',
};

export const stepIndex = (step: JourneyStep) => JOURNEY_STEPS.indexOf(step);
/** 1-based position, as in 'n / 12 steps'. */
export const stepPosition = (step: JourneyStep) => stepIndex(step) + 1;
/** round(position / 12 x 100). */
export const progressPercent = (step: JourneyStep) => Math.round((stepPosition(step) / JOURNEY_LENGTH) * 100);

export const initialJourney = (now: number): JourneyState => ({
  progress: [],
  choices: {},
  currentStep: 'welcome',
  timestamp: now,
});

function markDone(progress: readonly StepProgress[], step: JourneyStep, now: number): StepProgress[] {
  return [...progress.filter((p) => p.stepId !== step), { stepId: step, completed: true, timestamp: now }];
}

const move = (step: JourneyStep, by: number): JourneyStep =>
  JOURNEY_STEPS[Math.min(JOURNEY_LENGTH - 1, Math.max(0, stepIndex(step) + by))]!;

/** Continue: marks the current step done and moves forward one (the last step stays). */
export function nextStep(s: JourneyState, now: number): JourneyState {
  return { ...s, progress: markDone(s.progress, s.currentStep, now), currentStep: move(s.currentStep, 1), timestamp: now };
}

/** Back: moves back one (the first step stays). */
export function previousStep(s: JourneyState, now: number): JourneyState {
  return { ...s, currentStep: move(s.currentStep, -1), timestamp: now };
}

/** Jumps to a step (the complete step's 'Explore Different Goals' and 'Change Experience Level'). */
export function goToStep(s: JourneyState, step: JourneyStep, now: number): JourneyState {
  return { ...s, currentStep: step, timestamp: now };
}

export type JourneyChoice =
  | { step: 'experience'; value: (typeof EXPERIENCES)[number] }
  | { step: 'hasExchange'; value: boolean }
  | { step: 'goals'; value: (typeof GOALS)[number] }
  | { step: 'walletChoice'; value: (typeof WALLET_TYPES)[number] };

/** Choosing an option records it, marks its step done and advances. */
export function choose(s: JourneyState, choice: JourneyChoice, now: number): JourneyState {
  const key = { experience: 'experience', hasExchange: 'hasExchange', goals: 'goal', walletChoice: 'walletType' }[choice.step];
  const at = { ...s, choices: { ...s.choices, [key]: choice.value }, currentStep: choice.step };
  return nextStep(at, now);
}

const isStep = (v: unknown): v is JourneyStep => (JOURNEY_STEPS as readonly unknown[]).includes(v);
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/**
 * Reads a saved journey. Throws when it cannot be read (bad JSON, wrong shape), so the caller can log
 * 'Failed to load progress' and start fresh.
 */
export function parseJourney(raw: string): JourneyState {
  const v = JSON.parse(raw) as Record<string, unknown>;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error('saved journey is not an object');
  if (!isStep(v.currentStep)) throw new Error('saved journey has no valid current step');
  if (!isTime(v.timestamp)) throw new Error('saved journey has no valid timestamp');
  if (!Array.isArray(v.progress)) throw new Error('saved journey has no progress list');
  const progress: StepProgress[] = [];
  for (const p of v.progress as unknown[]) {
    const e = p as Record<string, unknown>;
    if (typeof e !== 'object' || e === null || !isStep(e.stepId) || typeof e.completed !== 'boolean' || !isTime(e.timestamp))
      throw new Error('saved journey has an invalid progress entry');
    if (!progress.some((x) => x.stepId === e.stepId)) progress.push({ stepId: e.stepId, completed: e.completed, timestamp: e.timestamp });
  }
  const c = (v.choices ?? {}) as Record<string, unknown>;
  if (typeof c !== 'object' || c === null || Array.isArray(c)) throw new Error('saved journey choices are not an object');
  const choices: {
    experience?: JourneyChoices['experience'];
    hasExchange?: boolean;
    goal?: JourneyChoices['goal'];
    walletType?: JourneyChoices['walletType'];
  } = {};
  if (c.experience !== undefined) {
    if (!(EXPERIENCES as readonly unknown[]).includes(c.experience)) throw new Error('saved journey has an invalid experience');
    choices.experience = c.experience as JourneyChoices['experience'];
  }
  if (c.hasExchange !== undefined) {
    if (typeof c.hasExchange !== 'boolean') throw new Error('saved journey has an invalid exchange answer');
    choices.hasExchange = c.hasExchange;
  }
  if (c.goal !== undefined) {
    if (!(GOALS as readonly unknown[]).includes(c.goal)) throw new Error('saved journey has an invalid goal');
    choices.goal = c.goal as JourneyChoices['goal'];
  }
  if (c.walletType !== undefined) {
    if (!(WALLET_TYPES as readonly unknown[]).includes(c.walletType)) throw new Error('saved journey has an invalid wallet type');
    choices.walletType = c.walletType as JourneyChoices['walletType'];
  }
  return { progress, choices, currentStep: v.currentStep, timestamp: v.timestamp };
}

export const serializeJourney = (s: JourneyState): string => JSON.stringify(s);

export const isStepDone = (s: JourneyState, step: JourneyStep) => s.progress.some((p) => p.stepId === step && p.completed);
