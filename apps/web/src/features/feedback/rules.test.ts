// @vitest-environment node
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '@cardroom/contract';
import { describe, expect, it } from 'vitest';
import {
  base64OfDataUrl,
  counterText,
  feedbackFormError,
  isPickableImage,
  shrunkSize,
  tooLarge,
} from './rules';

describe('feedbackFormError', () => {
  it('asks for a category, then a text, within 140 characters, in the player’s language', () => {
    expect(feedbackFormError({ category: null, text: 'hi' }, 'en')).toBe(
      'Please choose what your feedback is about',
    );
    expect(feedbackFormError({ category: 'game', text: '   ' }, 'id')).toBe(
      'Silakan tulis masukan Anda',
    );
    expect(feedbackFormError({ category: 'game', text: 'x'.repeat(141) }, 'en')).toBe(
      'Feedback can be at most 140 characters',
    );
    expect(feedbackFormError({ category: 'game', text: ` ${'x'.repeat(140)} ` }, 'en')).toBeNull();
  });
});

describe('screenshots', () => {
  it('takes PNG, JPEG and WebP only', () => {
    expect(['image/png', 'image/jpeg', 'image/webp'].every(isPickableImage)).toBe(true);
    expect(isPickableImage('image/gif')).toBe(false);
    expect(isPickableImage('image/svg+xml')).toBe(false);
    expect(isPickableImage('')).toBe(false);
  });

  it('shrinks the longest side to 1280 keeping the shape, never enlarges', () => {
    expect(shrunkSize(1080, 2400)).toEqual({ width: 576, height: 1280 });
    expect(shrunkSize(2560, 1440)).toEqual({ width: 1280, height: 720 });
    expect(shrunkSize(750, 1334)).toEqual({ width: 720, height: 1280 });
    expect(shrunkSize(720, 1280)).toEqual({ width: 720, height: 1280 });
    expect(shrunkSize(320, 640)).toEqual({ width: 320, height: 640 });
    expect(shrunkSize(100_000, 1)).toEqual({ width: 1280, height: 1 });
  });

  it('reads the base64 of a data URL and knows when it is over 1 MB', () => {
    expect(base64OfDataUrl('data:image/jpeg;base64,/9j/4AAQ')).toBe('/9j/4AAQ');
    expect(base64OfDataUrl('data:image/jpeg,plain')).toBeNull();
    expect(base64OfDataUrl('https://example.com/a.png')).toBeNull();
    const len = 4 * Math.ceil(FEEDBACK_SCREENSHOT_MAX_BYTES / 3);
    // 1 MB is one byte past a multiple of 3: "==" ends its base64; one byte more, "=".
    expect(tooLarge(`${'A'.repeat(len - 2)}==`)).toBe(false);
    expect(tooLarge(`${'A'.repeat(len - 1)}=`)).toBe(true);
  });

  it('counts what is typed against 140', () => {
    expect(counterText('hello')).toBe('5/140');
  });
});
