import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer } from './idle-timer';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createIdleTimer', () => {
  it('calls onIdle once the time has passed since the last piece of work ended', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer(1_000, onIdle);
    const first = timer.begin();
    const second = timer.begin();
    first();
    vi.advanceTimersByTime(5_000);
    expect(onIdle).not.toHaveBeenCalled();
    second();
    vi.advanceTimersByTime(999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('starts counting again when work begins and ends before the time is up', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer(1_000, onIdle);
    timer.begin()();
    vi.advanceTimersByTime(800);
    const next = timer.begin();
    vi.advanceTimersByTime(800);
    expect(onIdle).not.toHaveBeenCalled();
    next();
    vi.advanceTimersByTime(800);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts an end said twice once, and calls nothing after cancel', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer(1_000, onIdle);
    const held = timer.begin();
    const ended = timer.begin();
    ended();
    ended();
    vi.advanceTimersByTime(2_000);
    expect(onIdle).not.toHaveBeenCalled();
    held();
    timer.cancel();
    vi.advanceTimersByTime(2_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
