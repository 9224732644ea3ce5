import { describe, expect, it } from 'vitest';
import { readingProgress } from './use-reading-progress';

describe('readingProgress', () => {
  it('is 0 at the top, half way in the middle and 100 at the end, never beyond', () => {
    expect(readingProgress({ top: 0, height: 2000 }, 1000)).toBe(0);
    expect(readingProgress({ top: -500, height: 2000 }, 1000)).toBe(50);
    expect(readingProgress({ top: -1500, height: 2000 }, 1000)).toBe(100);
    expect(readingProgress({ top: -3000, height: 2000 }, 1000)).toBe(100);
    expect(readingProgress({ top: 100, height: 500 }, 1000)).toBe(100);
  });
});
