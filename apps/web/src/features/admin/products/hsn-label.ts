/** How an HSN code is offered: "4820 · 18% · Registers, diaries...". */
import type { GstRate } from '../api/gst-rates';

export const hsnLabel = (rate: GstRate) =>
  [rate.hsnCode, `${rate.ratePercent}%`, rate.description].filter(Boolean).join(' · ');
