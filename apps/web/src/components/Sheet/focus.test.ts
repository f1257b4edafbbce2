import { describe, expect, it } from 'vitest';
import { nextInCycle } from './focus';

function button(id: string): HTMLElement {
  const el = document.createElement('button');
  el.id = id;
  return el;
}
const a = button('a');
const b = button('b');
const c = button('c');
const items = [a, b, c];

describe('nextInCycle', () => {
  it('wraps from the last control to the first, and back with Shift+Tab', () => {
    expect(nextInCycle(items, c, false)).toBe(a);
    expect(nextInCycle(items, a, true)).toBe(c);
  });

  it('lets the browser move between controls inside the dialog', () => {
    expect(nextInCycle(items, a, false)).toBeNull();
    expect(nextInCycle(items, b, true)).toBeNull();
  });

  it('brings focus from the dialog itself or from outside to the first or the last control', () => {
    const outside = document.createElement('div');
    expect(nextInCycle(items, outside, false)).toBe(a);
    expect(nextInCycle(items, null, true)).toBe(c);
  });

  it('has nothing to cycle in a dialog without controls', () => {
    expect(nextInCycle([], a, false)).toBeNull();
  });
});
