import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, useLanguageForTest } from '../../../test/render';
import LoginV2 from '.';

const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    return new Response('{}', { status: 200 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginV2 validation', () => {
  it('needs both phone and code (SPEC §5) and makes no call without them', async () => {
    await useLanguageForTest('en');
    renderPage(<LoginV2 />);
    fireEvent.change(screen.getByTestId('loginv2-phone'), { target: { value: '81234567890' } });
    fireEvent.click(screen.getByTestId('loginv2-submit'));
    expect(screen.getByTestId('form-error').textContent).toBe('The OTP cannot be empty');
    fireEvent.change(screen.getByTestId('loginv2-code'), { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('loginv2-submit'));
    expect(screen.getByTestId('form-error').textContent).toBe('The OTP must be 6 digits');
    expect(requests).toEqual([]);
  });

  it('does not send a code to an empty number', async () => {
    await useLanguageForTest('en');
    renderPage(<LoginV2 />);
    fireEvent.click(screen.getByTestId('loginv2-send'));
    expect(await screen.findByText('The phone number cannot be empty')).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
