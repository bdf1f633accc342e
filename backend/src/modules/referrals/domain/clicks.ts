/** Clicks are counted per entity per UTC day; the day key is derived from the injected clock. */
export const clickDay = (nowMs: number): string => new Date(nowMs).toISOString().slice(0, 10);

/** The first day (inclusive) of a window of `days` days ending today. */
export const windowStart = (nowMs: number, days: number): string => clickDay(nowMs - (days - 1) * 86_400_000);

export const MAX_CLICK_WINDOW_DAYS = 365;
