import { describe, expect, it } from 'vitest';
import { seekTargetFor } from './seek-keys';

describe('seeking from the keyboard', () => {
  it('steps 5 seconds with the arrows and goes to the ends with Home and End', () => {
    expect(seekTargetFor('ArrowRight', 10, 200)).toBe(15);
    expect(seekTargetFor('ArrowUp', 10, 200)).toBe(15);
    expect(seekTargetFor('ArrowLeft', 10, 200)).toBe(5);
    expect(seekTargetFor('ArrowDown', 10, 200)).toBe(5);
    expect(seekTargetFor('Home', 120, 200)).toBe(0);
    expect(seekTargetFor('End', 12, 200)).toBe(200);
  });

  it('stays within the audio', () => {
    expect(seekTargetFor('ArrowLeft', 3, 200)).toBe(0);
    expect(seekTargetFor('ArrowRight', 198, 200)).toBe(200);
  });

  it('leaves other keys to the page', () => {
    expect(seekTargetFor('Tab', 10, 200)).toBeNull();
    expect(seekTargetFor(' ', 10, 200)).toBeNull();
  });
});
