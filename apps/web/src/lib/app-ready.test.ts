import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceAppReady, keepEarlyClicks } from './app-ready';

afterEach(() => {
  document.body.innerHTML = '';
  delete document.documentElement.dataset.interactive;
});

function control(waiting: boolean) {
  const button = document.createElement('button');
  button.dataset.needsScript = '';
  if (waiting) button.setAttribute('aria-disabled', 'true');
  document.body.append(button);
  return button;
}

describe('a click before the app runs', () => {
  it('is replayed once on a control that needed the app, when the app is ready', () => {
    const button = control(true);
    keepEarlyClicks();
    button.click();
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    button.removeAttribute('aria-disabled'); // hydrated
    announceAppReady();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.interactive).toBe('');
    button.click(); // later clicks are the app's own, not kept
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('waits for a control hydrated after the layout, and ignores controls that never waited', async () => {
    const late = control(true);
    const ready = control(false);
    keepEarlyClicks();
    ready.click();
    late.click();
    const onLate = vi.fn();
    const onReady = vi.fn();
    late.addEventListener('click', onLate);
    ready.addEventListener('click', onReady);
    announceAppReady();
    expect(onLate).not.toHaveBeenCalled();
    late.removeAttribute('aria-disabled');
    await vi.waitFor(() => expect(onLate).toHaveBeenCalledTimes(1));
    expect(onReady).not.toHaveBeenCalled();
  });
});
