// The schema of an exchange's fees: deposit by method, the spot trading schedule, the spread and withdrawal by coin.
import { Type } from 'typebox';
import { Fact, Percent } from './schema-primitives.js';

const Charge = Type.Object(
  { percent: Percent, fixedUsd: Type.Optional(Type.Number({ minimum: 0, description: 'A fixed amount in USD on top' })) },
  { additionalProperties: false },
);
const TradingTier = Type.Object(
  {
    fromUsd: Type.Number({ minimum: 0, description: '30-day trading volume in USD from which this tier applies' }),
    maker: Percent,
    taker: Percent,
  },
  { additionalProperties: false },
);
/**
 * An exchange's fees, each with its provenance: deposit per method, the spot trading schedule (maker/taker
 * by 30-day volume), the spread it adds where it publishes one, and withdrawal per coin. The trading
 * schedule is the one record of an exchange's spot fee: the directory, compare pages and calculator read it.
 */
export const Fees = Type.Object(
  {
    deposit: Type.Optional(
      Type.Object(
        { card: Type.Optional(Fact(Charge)), bank: Type.Optional(Fact(Charge)), crypto: Type.Optional(Fact(Charge)) },
        { additionalProperties: false, description: 'Deposit fee by method (card, bank transfer, crypto)' },
      ),
    ),
    trading: Type.Optional(
      Fact(
        Type.Object(
          {
            tiers: Type.Array(TradingTier, { minItems: 1, description: 'By ascending fromUsd, the first from 0' }),
            coversUpToUsd: Type.Union([Type.Number({ exclusiveMinimum: 0 }), Type.Null()], {
              description: 'Where the tiers we hold stop (a volume at or above it has no known fee); null: the last tier is open-ended',
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
        Fact(Type.Object({ amount: Type.Number({ minimum: 0, description: 'In units of the coin' }) }, { additionalProperties: false })),
        {
          description: 'Withdrawal fee by coin symbol, in units of that coin',
        },
      ),
    ),
  },
  { additionalProperties: false },
);
