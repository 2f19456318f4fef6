import { DEFAULT_PATHWAY_PRICES_KOBO } from '@trail/shared';
import { loadPathwaysConfig } from './pathways.config';

describe('pathways config', () => {
  it('prices the plans from the shared defaults when nothing is set', () => {
    expect(loadPathwaysConfig({}).prices).toEqual(DEFAULT_PATHWAY_PRICES_KOBO);
  });

  it('takes each plan and payment mode from its own variable, in kobo', () => {
    const { prices } = loadPathwaysConfig({ PATHWAY_PRICE_BASIC_MONTHLY_KOBO: '250000', PATHWAY_PRICE_BEST_VALUE_FULL_KOBO: '12000000' });
    expect(prices[1]).toEqual({ full: DEFAULT_PATHWAY_PRICES_KOBO[1].full, monthly: 250_000 });
    expect(prices[3].full).toBe(12_000_000);
  });

  it.each(['0', '-100', '99.5', 'ten thousand'])('refuses %s kobo with the variable named', (raw) => {
    expect(() => loadPathwaysConfig({ PATHWAY_PRICE_PREMIUM_FULL_KOBO: raw })).toThrow(`PATHWAY_PRICE_PREMIUM_FULL_KOBO must be a whole number of kobo above 0, got "${raw}"`);
  });
});
