import { Type, type Static, type TSchema } from 'typebox';
import { availabilityIn, type AvailabilityFact } from '@coinatlas/domain/availability/availability';
import type { FeeFacts, PaymentMethodFact } from '@coinatlas/domain/fees/fees';
import { METHOD_TIMES, PAYMENT_METHODS, type PaymentMethod } from '@coinatlas/domain/payments/methods';
import type { ProvenanceValue } from './answer.js';
import { ProvenanceRef } from '@coinatlas/domain/provenance/provenance-schema';

/**
 * The published-schedule side of the fee calculator: the facts every exchange's record holds for a trade in
 * one currency, by one payment method, from one country. The same records the live ranking reads (its
 * deposit part is the same `paymentMethods` entry), so both tables show one figure with one source. An
 * exchange recorded as not available in the country is left out with that record, as the live ranking does.
 * The client works the costs out (the trade size, order type and volume are the visitor's, and change with
 * every key stroke) with `@coinatlas/domain/fees/fees`.
 */

const Provenance = ProvenanceRef;
const Fact = <T extends TSchema>(value: T) => Type.Object({ value, provenance: Provenance }, { additionalProperties: false });
const Percent = Type.Number({ minimum: 0, maximum: 100, description: 'Percent of the amount' });

const Terms = Type.Object(
  {
    feePercent: Type.Optional({ ...Percent, description: 'Fee in percent of the amount (0: the page states it is free)' }),
    feeFixed: Type.Optional(Type.Number({ minimum: 0, description: 'Fixed fee, in the currency of the entry (0: stated free)' })),
    minimum: Type.Optional(Type.Number({ minimum: 0, description: 'Smallest amount, in the currency of the entry' })),
    time: Type.Optional(Type.Enum([...METHOD_TIMES], { description: 'How long it takes, as the exchange states it' })),
  },
  { additionalProperties: false, description: 'A field left out is unknown' },
);

const ScheduleExchange = Type.Object(
  {
    id: Type.String({ description: 'Partner id (its page is /exchanges/<id>)' }),
    name: Type.String(),
    availability: Type.Enum(['available', 'unknown'], {
      description: 'What the record says about the country asked for (no country: unknown)',
    }),
    fees: Type.Object(
      {
        trading: Type.Optional(
          Fact(
            Type.Object(
              {
                tiers: Type.Array(
                  Type.Object(
                    {
                      fromUsd: Type.Number({ minimum: 0, description: '30-day volume in USD from which the tier applies' }),
                      maker: Percent,
                      taker: Percent,
                    },
                    { additionalProperties: false },
                  ),
                ),
                coversUpToUsd: Type.Union([Type.Number(), Type.Null()], {
                  description: 'Where the tiers we hold stop; null: the last tier is open-ended',
                }),
              },
              { additionalProperties: false },
            ),
          ),
        ),
        spread: Type.Optional(Fact(Type.Object({ percent: Percent }, { additionalProperties: false }))),
        withdrawal: Type.Optional(
          Type.Record(
            Type.String({ pattern: '^[A-Z0-9]{2,10}$' }),
            Fact(
              Type.Object({ amount: Type.Number({ minimum: 0, description: 'In units of the coin' }) }, { additionalProperties: false }),
            ),
            { description: 'Withdrawal fee by coin symbol, in units of that coin' },
          ),
        ),
      },
      { additionalProperties: false, description: 'The trading schedule, the spread and the withdrawal fees, each with its provenance' },
    ),
    paymentMethods: Type.Array(
      Type.Object(
        {
          method: Type.Enum([...PAYMENT_METHODS]),
          fiat: Type.String({ pattern: '^[A-Z]{3}$' }),
          deposit: Type.Optional(Terms),
          withdrawal: Type.Optional(Terms),
          provenance: Provenance,
        },
        { additionalProperties: false },
      ),
      {
        description:
          "The record's payment methods for the currency asked for (fees in that currency); the deposit part reads the method's entry",
      },
    ),
  },
  { additionalProperties: false },
);

export const FeeSchedulesBody = Type.Object(
  {
    query: Type.Object(
      {
        fiat: Type.String(),
        method: Type.Enum([...PAYMENT_METHODS], { description: 'The payment method asked for, else the first of the currency' }),
        country: Type.Union([Type.String(), Type.Null()], { description: 'ISO 3166-1 alpha-2, upper case; null when not given' }),
      },
      { additionalProperties: false },
    ),
    exchanges: Type.Array(ScheduleExchange, {
      description:
        'Centralized exchanges with a fee fact or a payment method for the currency, in directory order, without those recorded ' +
        'as not available in the country',
    }),
    excluded: Type.Array(
      Type.Object(
        {
          exchange: Type.Object({ id: Type.String(), name: Type.String() }, { additionalProperties: false }),
          reason: Type.Literal('not-available-in-country'),
          message: Type.String(),
          provenance: Provenance,
        },
        { additionalProperties: false },
      ),
      { description: 'The exchanges with such facts that the record says are not available in the country, by name' },
    ),
    withoutFees: Type.Integer({ minimum: 0, description: 'How many other centralized exchanges (not left out) have no such fact yet' }),
  },
  { $id: 'FeeSchedules', additionalProperties: false },
);
export type FeeSchedulesAnswer = Static<typeof FeeSchedulesBody>;

/** What the schedules read of a partner record. */
export type ScheduledPartner = Readonly<{
  type: string;
  id: string;
  name: string;
  category?: string;
  fees?: FeeFacts;
  availability?: readonly AvailabilityFact[];
  paymentMethods?: readonly PaymentMethodFact[];
}>;

export type SchedulesQuery = Readonly<{ fiat: string; method: PaymentMethod; country: string | null }>;

/** The answer for one currency, method and country, from the records in directory order. */
export function schedulesFor(partners: readonly ScheduledPartner[], query: SchedulesQuery): FeeSchedulesAnswer {
  const exchanges: FeeSchedulesAnswer['exchanges'] = [];
  const excluded: FeeSchedulesAnswer['excluded'] = [];
  let withoutFees = 0;
  for (const p of partners) {
    if (p.type !== 'exchange' || p.category !== 'centralized') continue;
    const a = availabilityIn(p.availability, query.country);
    const methods = (p.paymentMethods ?? []).filter((m) => m.fiat === query.fiat);
    const { trading, spread, withdrawal } = p.fees ?? {};
    const fees = { ...(trading ? { trading } : {}), ...(spread ? { spread } : {}), ...(withdrawal ? { withdrawal } : {}) };
    const held = Object.keys(fees).length > 0 || methods.length > 0;
    if (a.state === 'not-available') {
      if (held)
        excluded.push({
          exchange: { id: p.id, name: p.name },
          reason: 'not-available-in-country',
          message: `${p.name} is recorded as not available in ${query.country} (${a.fact.reason?.replaceAll('-', ' ')})`,
          provenance: a.fact.provenance as ProvenanceValue,
        });
      continue;
    }
    if (!held) {
      withoutFees += 1;
      continue;
    }
    exchanges.push({
      id: p.id,
      name: p.name,
      availability: a.state === 'available' ? 'available' : 'unknown',
      fees: fees as FeeSchedulesAnswer['exchanges'][number]['fees'],
      paymentMethods: methods as FeeSchedulesAnswer['exchanges'][number]['paymentMethods'],
    });
  }
  excluded.sort((x, y) => x.exchange.name.localeCompare(y.exchange.name));
  return { query: { ...query }, exchanges, excluded, withoutFees };
}
