import type { Knex } from 'knex';

type Texts = { en: string; es: string; de: string; pt: string };
type Seed = {
  id: string;
  title: Texts;
  description: Texts;
  ctaText: Texts;
  discount: Texts;
  partnerType: string;
  partnerId: string;
  categories: string[];
  targetPages: string[];
  userTypes: string[];
  marketConditions: string[];
  priority: number;
  bgColor: string;
};

/**
 * The six promotions of the spec, in our own words. Each offer is the partner's offer as our catalogue
 * states it (catalogue spec, section 9); the call to action is always our tracked link /go/{type}/{id}.
 * (Kept inline: a migration is a snapshot and must not change when code changes.)
 */
export const PROMOTION_SEEDS: readonly Seed[] = [
  {
    id: 'crypto-com-welcome',
    title: {
      en: 'Crypto.com: $25 welcome reward',
      es: 'Crypto.com: recompensa de bienvenida de 25 $',
      de: 'Crypto.com: 25 $ Willkommensprämie',
      pt: 'Crypto.com: recompensa de boas-vindas de US$ 25',
    },
    description: {
      en: 'Join the Crypto.com App through our link and receive a $25 reward once you stake for a Crypto.com Visa Card.',
      es: 'Únete a la app de Crypto.com con nuestro enlace y recibe una recompensa de 25 $ cuando hagas staking para obtener una tarjeta Visa de Crypto.com.',
      de: 'Registriere dich über unseren Link in der Crypto.com App und erhalte 25 $, sobald du für eine Crypto.com Visa Card stakst.',
      pt: 'Cadastre-se no app da Crypto.com pelo nosso link e receba uma recompensa de US$ 25 ao fazer staking para um cartão Visa da Crypto.com.',
    },
    ctaText: { en: 'Claim the $25 reward', es: 'Conseguir la recompensa', de: '25 $ sichern', pt: 'Resgatar US$ 25' },
    discount: { en: '$25 reward', es: 'Recompensa de 25 $', de: '25 $ Prämie', pt: 'Recompensa de US$ 25' },
    partnerType: 'payment_card',
    partnerId: 'crypto-com',
    categories: ['exchange', 'payments'],
    targetPages: ['/', '/exchanges', '/payment-cards'],
    userTypes: ['exchange_seeker', 'spender', 'learner'],
    marketConditions: ['stable_market', 'bull_market'],
    priority: 10,
    bgColor: 'blue',
  },
  {
    id: 'cryptohopper-lifetime',
    title: {
      en: 'Cryptohopper: 10% off for life',
      es: 'Cryptohopper: 10 % de descuento de por vida',
      de: 'Cryptohopper: 10 % Rabatt auf Lebenszeit',
      pt: 'Cryptohopper: 10% de desconto vitalício',
    },
    description: {
      en: 'Automate your trading strategy in the cloud. Sign up through our link for a 10% lifetime discount on your subscription.',
      es: 'Automatiza tu estrategia de trading en la nube. Regístrate con nuestro enlace y obtén un 10 % de descuento de por vida en tu suscripción.',
      de: 'Automatisiere deine Trading-Strategie in der Cloud. Melde dich über unseren Link an und erhalte dauerhaft 10 % Rabatt auf dein Abo.',
      pt: 'Automatize sua estratégia de trading na nuvem. Cadastre-se pelo nosso link e ganhe 10% de desconto vitalício na assinatura.',
    },
    ctaText: { en: 'Get 10% off', es: 'Obtener el descuento', de: '10 % Rabatt sichern', pt: 'Ganhar 10% de desconto' },
    discount: {
      en: '10% lifetime discount',
      es: '10 % de descuento de por vida',
      de: '10 % Rabatt auf Lebenszeit',
      pt: '10% de desconto vitalício',
    },
    partnerType: 'trading_bot',
    partnerId: 'cryptohopper',
    categories: ['trading_bot', 'automation'],
    targetPages: ['/trading-bots', '/tools'],
    userTypes: ['automation_seeker', 'professional_trader'],
    marketConditions: ['stable_market', 'bull_market'],
    priority: 8,
    bgColor: 'violet',
  },
  {
    id: 'trezor-first-purchase',
    title: {
      en: 'Trezor: 10% off your first purchase',
      es: 'Trezor: 10 % de descuento en tu primera compra',
      de: 'Trezor: 10 % Rabatt auf deinen ersten Kauf',
      pt: 'Trezor: 10% de desconto na primeira compra',
    },
    description: {
      en: 'Keep your keys offline with an open-source hardware wallet. Our link takes 10% off your first Trezor order.',
      es: 'Guarda tus claves sin conexión con una billetera de hardware de código abierto. Con nuestro enlace, tu primer pedido de Trezor tiene un 10 % de descuento.',
      de: 'Bewahre deine Schlüssel offline in einer Open-Source-Hardware-Wallet auf. Mit unserem Link sparst du 10 % bei deiner ersten Trezor-Bestellung.',
      pt: 'Guarde suas chaves offline com uma carteira de hardware de código aberto. Pelo nosso link, seu primeiro pedido da Trezor sai com 10% de desconto.',
    },
    ctaText: { en: 'Shop Trezor', es: 'Ver Trezor', de: 'Zu Trezor', pt: 'Ver a Trezor' },
    discount: { en: '10% off', es: '10 % de descuento', de: '10 % Rabatt', pt: '10% de desconto' },
    partnerType: 'tool',
    partnerId: 'trezor',
    categories: ['wallet', 'security'],
    targetPages: ['/', '/wallets', '/wallets/hardware'],
    userTypes: ['security_focused', 'learner'],
    marketConditions: ['stable_market', 'bear_market'],
    priority: 9,
    bgColor: 'emerald',
  },
  {
    id: 'glassnode-first-months',
    title: {
      en: 'Glassnode: 15% off your first 3 months',
      es: 'Glassnode: 15 % de descuento durante 3 meses',
      de: 'Glassnode: 15 % Rabatt in den ersten 3 Monaten',
      pt: 'Glassnode: 15% de desconto nos 3 primeiros meses',
    },
    description: {
      en: 'Read the market through on-chain data. Start a Glassnode plan through our link and save 15% for the first three months.',
      es: 'Entiende el mercado con datos on-chain. Contrata un plan de Glassnode con nuestro enlace y ahorra un 15 % durante los tres primeros meses.',
      de: 'Lies den Markt anhand von On-Chain-Daten. Starte über unseren Link ein Glassnode-Abo und spare in den ersten drei Monaten 15 %.',
      pt: 'Entenda o mercado com dados on-chain. Assine um plano da Glassnode pelo nosso link e economize 15% nos três primeiros meses.',
    },
    ctaText: { en: 'Try Glassnode', es: 'Probar Glassnode', de: 'Glassnode testen', pt: 'Conhecer a Glassnode' },
    discount: { en: '15% off', es: '15 % de descuento', de: '15 % Rabatt', pt: '15% de desconto' },
    partnerType: 'tool',
    partnerId: 'glassnode',
    categories: ['analytics', 'research'],
    targetPages: ['/tools', '/blog'],
    userTypes: ['professional_trader', 'learner'],
    marketConditions: ['stable_market', 'bull_market'],
    priority: 7,
    bgColor: 'indigo',
  },
  {
    id: 'binance-card-cashback',
    title: {
      en: 'Binance Card: up to 8% cashback',
      es: 'Binance Card: hasta un 8 % de reembolso',
      de: 'Binance Card: bis zu 8 % Cashback',
      pt: 'Binance Card: até 8% de cashback',
    },
    description: {
      en: 'Spend your crypto anywhere Visa is accepted and earn 0.1% to 8% cashback, depending on your BNB holdings.',
      es: 'Gasta tus criptomonedas dondequiera que se acepte Visa y obtén entre un 0,1 % y un 8 % de reembolso según tus tenencias de BNB.',
      de: 'Bezahle mit deinen Kryptowerten überall, wo Visa akzeptiert wird, und erhalte je nach BNB-Bestand 0,1 % bis 8 % Cashback.',
      pt: 'Gaste suas criptomoedas onde a Visa for aceita e receba de 0,1% a 8% de cashback, conforme seu saldo em BNB.',
    },
    ctaText: { en: 'See the Binance Card', es: 'Ver la Binance Card', de: 'Zur Binance Card', pt: 'Ver o Binance Card' },
    discount: { en: 'Up to 8% cashback', es: 'Hasta un 8 % de reembolso', de: 'Bis zu 8 % Cashback', pt: 'Até 8% de cashback' },
    partnerType: 'payment_card',
    partnerId: 'binance-card',
    categories: ['payments', 'cashback'],
    targetPages: ['/payment-cards', '/apps'],
    userTypes: ['spender'],
    marketConditions: ['bull_market'],
    priority: 6,
    bgColor: 'amber',
  },
  {
    id: 'ledger-spend-and-save',
    title: {
      en: 'Ledger: $25 off orders of $250+',
      es: 'Ledger: 25 $ de descuento en pedidos desde 250 $',
      de: 'Ledger: 25 $ Rabatt ab 250 $ Bestellwert',
      pt: 'Ledger: US$ 25 de desconto a partir de US$ 250',
    },
    description: {
      en: 'Protect your keys with a secure-element hardware wallet. Spend $250 or more through our link and get $25 off.',
      es: 'Protege tus claves con una billetera de hardware con chip de elemento seguro. Gasta 250 $ o más con nuestro enlace y ahorra 25 $.',
      de: 'Schütze deine Schlüssel mit einer Hardware-Wallet mit Secure-Element-Chip. Gib über unseren Link 250 $ oder mehr aus und spare 25 $.',
      pt: 'Proteja suas chaves com uma carteira de hardware com chip de elemento seguro. Gaste US$ 250 ou mais pelo nosso link e ganhe US$ 25 de desconto.',
    },
    ctaText: { en: 'Shop Ledger', es: 'Ver Ledger', de: 'Zu Ledger', pt: 'Ver a Ledger' },
    discount: { en: '$25 off', es: '25 $ de descuento', de: '25 $ Rabatt', pt: 'US$ 25 de desconto' },
    partnerType: 'tool',
    partnerId: 'ledger',
    categories: ['wallet', 'security'],
    targetPages: ['/wallets', '/wallets/hardware'],
    userTypes: ['security_focused'],
    marketConditions: ['stable_market', 'bear_market'],
    priority: 8,
    bgColor: 'slate',
  },
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('promotions', (t) => {
    t.string('id', 63).primary();
    // Texts by language: { en, es?, de?, pt? }
    t.jsonb('title').notNullable();
    t.jsonb('description').notNullable();
    t.jsonb('cta_text').notNullable();
    t.jsonb('discount').notNullable();
    t.string('partner_type', 20).notNullable();
    t.string('partner_id', 100).notNullable();
    t.jsonb('categories').notNullable();
    t.jsonb('target_pages').notNullable();
    t.jsonb('user_types').notNullable();
    t.jsonb('market_conditions').notNullable();
    t.integer('priority').notNullable();
    t.string('bg_color', 20).notNullable();
    t.boolean('active').notNullable().defaultTo(true);
    t.timestamp('starts_at', { useTz: true }).nullable();
    t.timestamp('ends_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['active'], 'promotions_active_idx');
  });
  const json = (v: unknown) => JSON.stringify(v); // pg would turn a JS array into a Postgres array
  await knex('promotions').insert(
    PROMOTION_SEEDS.map((s) => ({
      id: s.id,
      title: json(s.title),
      description: json(s.description),
      cta_text: json(s.ctaText),
      discount: json(s.discount),
      partner_type: s.partnerType,
      partner_id: s.partnerId,
      categories: json(s.categories),
      target_pages: json(s.targetPages),
      user_types: json(s.userTypes),
      market_conditions: json(s.marketConditions),
      priority: s.priority,
      bg_color: s.bgColor,
      active: true,
    })),
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('promotions');
}
