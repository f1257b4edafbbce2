import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { betweenTaps } from '../../test/render';
import { FormStack } from '.';

afterEach(cleanup);

function form(onSubmit: () => unknown) {
  render(
    <FormStack onSubmit={onSubmit}>
      <button type="submit" data-testid="send">
        Send
      </button>
    </FormStack>,
  );
  return () => fireEvent.click(screen.getByTestId('send'));
}

describe('FormStack', () => {
  it('sends once on a double tap, and again once the first send has finished', async () => {
    let calls = 0;
    let finish = () => {};
    const tap = form(() => {
      calls += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    tap();
    tap();
    tap();
    expect(calls).toBe(1);
    finish();
    await betweenTaps();
    tap();
    expect(calls).toBe(2);
  });

  it('is free again after a failed send', async () => {
    let calls = 0;
    const tap = form(() => {
      calls += 1;
      return Promise.reject(new Error('offline')).catch(() => undefined);
    });
    tap();
    await betweenTaps();
    tap();
    expect(calls).toBe(2);
  });

  it('does not hold a form whose handler returns at once', () => {
    let calls = 0;
    const tap = form(() => {
      calls += 1;
    });
    tap();
    tap();
    expect(calls).toBe(2);
  });
});
