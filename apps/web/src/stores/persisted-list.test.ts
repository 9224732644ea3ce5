import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadList, onOtherTabChange, saveList } from './persisted-list';

const isNumber = (value: unknown): value is number => typeof value === 'number';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadList', () => {
  it('reads nothing as an empty list without a failure', () => {
    expect(loadList('things', isNumber)).toEqual({ items: [], failed: false });
  });

  it('reads a plain JSON array', () => {
    localStorage.setItem('things', '[1,2,3]');
    expect(loadList('things', isNumber)).toEqual({ items: [1, 2, 3], failed: false });
  });

  it.each([
    ['invalid JSON', '{not json'],
    ['an object', '{"items":[1]}'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['an entry of the wrong shape', '[1,"two",3]'],
  ])('treats %s as a failed load, starts empty and resets the stored value', (_name, raw) => {
    localStorage.setItem('things', raw);
    expect(loadList('things', isNumber)).toEqual({ items: [], failed: true });
    expect(localStorage.getItem('things')).toBe('[]');
  });

  it('does not crash when storage itself is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(loadList('things', isNumber)).toEqual({ items: [], failed: false });
  });
});

describe('saveList', () => {
  it('writes a plain JSON array', () => {
    saveList('things', [4, 5]);
    expect(localStorage.getItem('things')).toBe('[4,5]');
  });

  it('swallows a full or blocked storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => saveList('things', [1])).not.toThrow();
  });
});

describe('onOtherTabChange', () => {
  it('reloads on a change of its key or a cleared storage, not on other keys', () => {
    const reload = vi.fn();
    onOtherTabChange('watched', reload);
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'watched' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
